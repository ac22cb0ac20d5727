// The Feedburner sign-up: a 550 × 520 popup centred on the visitor's window, or the page itself when blocked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popupFeatures } from '../../../src/modules/feed-popup/window';
import { mount } from '../../../src/modules/feed-popup/index';
import type { ModuleContext } from '../../../src/core/types';

describe('feed popup window', () => {
  it('is 550 × 520, centred over the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1280, outerHeight: 800 })).toBe('scrollbars=yes,width=550,height=520,left=465,top=190');
  });
  it('never starts off screen for a window smaller than the popup', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 390, outerHeight: 300 })).toBe('scrollbars=yes,width=550,height=520,left=0,top=0');
  });
});

describe('feed popup mount', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });
  const setup = (builder = false) => {
    document.body.innerHTML = `<div class="et_pb_newsletter_form et_pb_feedburner_form"><form action="https://feedburner.google.com/fb/a/mailverify" method="post" target="popupwindow" onsubmit="window.__inline = true"><input name="email"><button>Go</button></form></div>`;
    const root = document.querySelector<HTMLElement>('.et_pb_feedburner_form')!;
    const form = root.querySelector('form')!;
    const cleanup = mount(root, { builder } as ModuleContext);
    const submit = () => {
      const e = new Event('submit', { cancelable: true }) as SubmitEvent;
      form.dispatchEvent(e);
      return e;
    };
    return { form, submit, cleanup };
  };

  it('replaces the inline handler and sends the form into the centred popup', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { form, submit } = setup();
    expect(form.hasAttribute('onsubmit')).toBe(false);
    expect(submit().defaultPrevented).toBe(false);
    expect(open).toHaveBeenCalledWith('', 'popupwindow', expect.stringMatching(/^scrollbars=yes,width=550,height=520,left=\d+,top=\d+$/));
    expect(form.target).toBe('popupwindow');
  });

  it('sends the form in the page itself when the popup is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { form, submit } = setup();
    expect(submit().defaultPrevented).toBe(false);
    expect(form.target).toBe('_self');
  });

  it('sends nothing in the builder preview', () => {
    const open = vi.spyOn(window, 'open');
    const { submit } = setup(true);
    expect(submit().defaultPrevented).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });
});
