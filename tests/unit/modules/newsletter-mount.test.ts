// The optin on hostile markup and settings: no button, no nonce, a malformed conditional-logic attribute.
// One console warning each, and the form still works (Enter submits). And the space the answer's message
// takes, held from the tap until the answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../src/modules/newsletter/index';
import type { ModuleContext } from '../../../src/core/types';
import { frame } from '../../../src/scheduler/frame';
import { manualFrames } from '../../support/manual-frames';

const form = (extra = '') => `<div class="et_pb_newsletter"><form>
  <div class="et_pb_newsletter_result et_pb_newsletter_error"></div><div class="et_pb_newsletter_result et_pb_newsletter_success"></div>
  <div class="et_pb_newsletter_fields"><p class="et_pb_newsletter_field"><input class="input" name="et_pb_signup_email" value="a@b.co"></p>${extra}</div>
  <input type="hidden" name="et_pb_signup_checksum" value="ck"></form></div>`;

// ctx.custom: the et_pb_custom strings the page printed ('' for the others), as the runtime reads them.
const printed = (strings: Record<string, string>) => (name: string) => strings[name] ?? '';
const context = (nonce: string, ajax = vi.fn(() => Promise.resolve({ success: true }))) =>
  ({ builder: false, custom: printed({ et_frontend_nonce: nonce }), ajax, scheduler: { frame } }) as unknown as ModuleContext;

/** A cap on waiting for the module's async steps (a dynamic import under load), not a timing under test. */
const WAIT = { timeout: 5000 };

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('newsletter on bad input', () => {
  it('warns once about a missing button and a missing nonce, and Enter in a field still submits', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = form();
    const ajax = vi.fn(() => Promise.resolve({ success: true }));
    mount(document.querySelector('.et_pb_newsletter')!, context('', ajax));
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(['[lightpage] newsletter: no button', '[lightpage] newsletter: no et_frontend_nonce']);
    document.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(ajax).toHaveBeenCalledOnce(), WAIT);
    expect(ajax.mock.calls[0]).toMatchObject(['et_pb_submit_subscribe_form', { et_email: 'a@b.co', et_frontend_nonce: '', et_checksum: 'ck' }]);
    await vi.waitFor(() => expect((document.querySelector('.et_pb_newsletter_success') as HTMLElement).style.display).toBe('block'), WAIT);
  });

  it('leaves a field with malformed conditional logic shown, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = form(`<p class="et_pb_signup_custom_field" data-id="x" data-conditional-logic="[oops" style="display:none"><input class="input" data-field_type="input"></p>`);
    mount(document.querySelector('.et_pb_newsletter')!, context('n'));
    const conditional = () => warn.mock.calls.map((c) => String(c[0])).filter((t) => t.includes('conditional'));
    await vi.waitFor(() => expect(conditional()).toEqual(['[lightpage] newsletter: bad data-conditional-logic']), WAIT);
    await vi.waitFor(() => expect((document.querySelector('.et_pb_signup_custom_field') as HTMLElement).style.display).toBe(''), WAIT);
  });
});

describe('newsletter while a sign-up is on its way', () => {
  it('holds the error box open and unseen with the failure message, shows the loader, then shows the answer in it', async () => {
    document.body.innerHTML = form().replace('</form>', '<a class="et_pb_newsletter_button"><span class="et_subscribe_loader"></span></a></form>');
    let answer!: (v: unknown) => void;
    const ajax = vi.fn(() => new Promise((r) => (answer = r)));
    const ctx = { builder: false, custom: printed({ et_frontend_nonce: 'n', subscription_failed: 'Could not subscribe.' }), ajax, scheduler: { frame } } as unknown as ModuleContext;
    mount(document.querySelector('.et_pb_newsletter')!, ctx);
    const box = document.querySelector<HTMLElement>('.et_pb_newsletter_error')!;
    const loader = document.querySelector<HTMLElement>('.et_subscribe_loader')!;
    document.querySelector<HTMLElement>('.et_pb_newsletter_button')!.click();
    await vi.waitFor(() => expect(ajax).toHaveBeenCalledOnce(), WAIT);
    expect(loader.style.display).toBe('block');
    await vi.waitFor(() => expect(box.textContent).toBe('Could not subscribe.'), WAIT);
    expect([box.style.display, box.style.visibility]).toEqual(['block', 'hidden']);
    // (Its min-height needs layout, which happy-dom has not: the e2e test measures the shift.)
    answer({ error: 'Already <b>subscribed</b>' });
    await vi.waitFor(() => expect(box.textContent).toBe('Already <b>subscribed</b>'), WAIT);
    expect([box.style.display, box.style.visibility]).toEqual(['block', '']);
    expect(loader.style.display).toBe('none');
    expect(box.querySelector('b')).toBeNull();
  });

  it('measures the box in a frame, not in the tap; an answer that comes before that frame is the message shown', async () => {
    document.body.innerHTML = form().replace('</form>', '<a class="et_pb_newsletter_button"></a></form>');
    const frames = manualFrames();
    const ajax = vi.fn(() => Promise.resolve({ error: 'Already subscribed' }));
    const ctx = { builder: false, custom: printed({ et_frontend_nonce: 'n', subscription_failed: 'Could not subscribe.' }), ajax, scheduler: { frame: frames.frame } } as unknown as ModuleContext;
    mount(document.querySelector('.et_pb_newsletter')!, ctx);
    const box = document.querySelector<HTMLElement>('.et_pb_newsletter_error')!;
    const read = vi.spyOn(window, 'getComputedStyle');
    document.querySelector<HTMLElement>('.et_pb_newsletter_button')!.click();
    expect(read).not.toHaveBeenCalled(); // nothing measured in the tap's task
    await vi.waitFor(() => expect(box.textContent).toBe('Already subscribed'), WAIT);
    while (!frames.idle()) frames.tick(), await Promise.resolve();
    expect(read).toHaveBeenCalledWith(box);
    // The held failure message was for an answer still on its way: it never replaces the one that came.
    await new Promise((r) => setTimeout(r));
    expect([box.textContent, box.style.visibility]).toEqual(['Already subscribed', '']);
  });
});

describe('newsletter without et_pb_custom strings', () => {
  it('shows the theme’s English: the invalid email under its heading, and the failure message', async () => {
    document.body.innerHTML = form().replace('value="a@b.co"', 'value="nope"').replace('</form>', '<a class="et_pb_newsletter_button"></a></form>');
    let answer!: (v: unknown) => void;
    const ajax = vi.fn(() => new Promise((r) => (answer = r)));
    mount(document.querySelector('.et_pb_newsletter')!, context('n', ajax as never));
    const box = document.querySelector<HTMLElement>('.et_pb_newsletter_error')!;
    const button = document.querySelector<HTMLElement>('.et_pb_newsletter_button')!;
    button.click();
    await vi.waitFor(() => expect(box.querySelector('li')?.textContent).toBe('Invalid email'), WAIT);
    expect(box.querySelector('p')!.textContent).toBe('Please, fix the following errors:');
    document.querySelector('input')!.value = 'a@b.co';
    button.click();
    await vi.waitFor(() => expect(ajax).toHaveBeenCalledOnce(), WAIT);
    answer(null);
    await vi.waitFor(() => expect([box.textContent, box.style.visibility]).toEqual(['Please, check the fields below to make sure you entered the correct information.', '']), WAIT);
  });
});


describe('newsletter: a tap with errors', () => {
  it('reads every field (their visibility included) before it writes a mark, on the first and on the next tap', async () => {
    document.body.innerHTML = form(`<p class="et_pb_signup_custom_field" data-id="c1"><label class="et_pb_contact_form_label">City</label><input class="input" data-field_type="input" data-required_mark="required"></p>`);
    const email = document.querySelector<HTMLInputElement>('[name=et_pb_signup_email]')!;
    email.value = '';
    const steps: string[] = [];
    // happy-dom lays nothing out: the custom field counts as shown.
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      steps.push('read');
      return [{}] as unknown as DOMRectList;
    });
    // (happy-dom has no DOMTokenList global: its prototype through an element's classList.)
    const tokens = Object.getPrototypeOf(document.body.classList) as DOMTokenList;
    const add = tokens.add;
    vi.spyOn(tokens, 'add').mockImplementation(function (this: DOMTokenList, ...t: string[]) {
      steps.push('write');
      return add.apply(this, t);
    });
    mount(document.querySelector('.et_pb_newsletter')!, context('n'));
    for (const tap of [1, 2]) {
      steps.length = 0;
      document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
      await vi.waitFor(() => expect(document.querySelectorAll('[aria-invalid=true]')).toHaveLength(2), WAIT);
      expect(steps, `tap ${tap}`).toEqual(['read', 'write', 'write']);
    }
  });
});

describe('newsletter: a tap with errors answers in two frames', () => {
  it('marks the fields in the tap (painted by the next frame), then shows the messages a frame later, then focuses', async () => {
    document.body.innerHTML = form().replace('value="a@b.co"', 'value=""').replace('</form>', '<a class="et_pb_newsletter_button"></a></form>');
    const frames = manualFrames();
    const ctx = { builder: false, custom: printed({ et_frontend_nonce: 'n' }), ajax: vi.fn(), scheduler: { frame: frames.frame } } as unknown as ModuleContext;
    mount(document.querySelector('.et_pb_newsletter')!, ctx);
    const email = document.querySelector<HTMLInputElement>('[name=et_pb_signup_email]')!;
    const box = document.querySelector<HTMLElement>('.et_pb_newsletter_error')!;
    // The first focus in the form loads the messages and renders them empty: then nothing is left to arrive.
    email.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(box.style.display).toBe('none'), WAIT);
    const focus = vi.spyOn(email, 'focus');
    /** A task later: every promise the module has chained by then has run. */
    const settled = () => new Promise((r) => setTimeout(r));
    document.querySelector<HTMLElement>('.et_pb_newsletter_button')!.click();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await settled();
    expect(box.textContent).toBe('');
    frames.tick();
    await settled();
    expect([box.textContent, box.style.display]).toEqual(['', 'none']);
    expect(focus).not.toHaveBeenCalled();
    frames.tick();
    await settled();
    expect(box.textContent).toContain('Please, fill in the following fields:');
    expect(box.style.display).toBe('block');
    await vi.waitFor(() => expect(focus).toHaveBeenCalledOnce(), WAIT);
  });
});
