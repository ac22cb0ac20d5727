// Enhances the email-optin module's Feedburner variant, `div.et_pb_feedburner_form > form[action=
// feedburner…][target=popupwindow]`: the sign-up opens in a fitted 550 × 520 popup centred on the screen,
// and when popups are blocked the form is sent in the visitor's own window, like a normal link.
import type { ModuleContext } from '../../core/types';
import { popupFeatures } from './window';

const NAME = 'popupwindow';

export function mount(root: HTMLElement, ctx: ModuleContext) {
  const form = root.querySelector('form');
  if (!form) return void console.warn('[lightpage] feed sign-up: no form in', root);
  // The theme prints an inline onsubmit that opens the popup at the screen's corner; this replaces it.
  form.removeAttribute('onsubmit');
  const onSubmit = (e: SubmitEvent) => {
    if (ctx.builder) return void e.preventDefault();
    const popup = window.open('', NAME, popupFeatures(window));
    // Blocked: send the form here instead of into a window that does not exist.
    form.target = popup ? NAME : '_self';
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
