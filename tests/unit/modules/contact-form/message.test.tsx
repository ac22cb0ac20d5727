// The contact form's error output under Preact and React alike: the theme's layout, strings as text, and
// re-rendered from the message signal the behaviour sets.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@test/act';
import { renderComponent, ownContainer } from '../../../../src/core/component';
import { signal } from '../../../../src/core/signal';
import { ContactMessage, type Message } from '../../../../src/modules/contact-form/message';

afterEach(() => document.body.replaceChildren());

describe(`contact form message (${__RUNTIME__})`, () => {
  it('renders the theme’s layout from the signal, labels as text, into the live region the module owns', async () => {
    document.body.innerHTML = '<div class="et-pb-contact-message"></div>';
    const box = document.querySelector('.et-pb-contact-message')!;
    const live = ownContainer(box);
    live.setAttribute('role', 'alert');
    const message = signal<Message>([]);
    await act(() => {
      renderComponent(ContactMessage, { message }, box, { container: live });
    });
    expect(live.innerHTML).toBe('');
    await act(() => {
      message.value = [['Fill:', ['<img src=x onerror=alert(1)>', 'Topic']], ['Fix:', ['Invalid email'], 'et_normal_padding']];
    });
    expect(live.innerHTML).toBe(
      '<p>Fill:</p><ul><li>&lt;img src=x onerror=alert(1)&gt;</li><li>Topic</li></ul><p class="et_normal_padding">Fix:</p><ul><li>Invalid email</li></ul>',
    );
    await act(() => {
      message.value = [['Not sent.', [], 'et_normal_padding']];
    });
    expect(live.innerHTML).toBe('<p class="et_normal_padding">Not sent.</p>');
    await act(() => {
      message.value = [];

    });
    expect(live.innerHTML).toBe('');
    expect(live.getAttribute('role')).toBe('alert');
  });
});
