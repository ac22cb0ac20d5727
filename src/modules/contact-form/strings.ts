// The theme's own English texts for the localised strings the contact form uses, by their et_pb_custom
// name: shown when the page's et_pb_custom lacks one (a plugin broke the global, or a theme version left it
// out), so the visitor reads a message rather than a key. In this module's chunk: pages without a form pay
// nothing for them.
export const ENGLISH: Record<string, string> = {
  fill_message: 'Please, fill in the following fields:',
  contact_error_message: 'Please, fix the following errors:',
  invalid: 'Invalid email',
  captcha: 'Captcha',
  wrong_captcha: 'You entered the wrong number in captcha.',
  wrong_checkbox: 'Checkbox',
};
