// The theme's own English texts for the localised strings the optin uses, by their et_pb_custom name: shown
// when the page's et_pb_custom lacks one (a plugin broke the global, or a theme version left it out), so a
// visitor is never left with an empty message. In this module's chunk: pages without an optin pay nothing.
export const ENGLISH: Record<string, string> = {
  subscription_failed: 'Please, check the fields below to make sure you entered the correct information.',
  fill_message: 'Please, fill in the following fields:',
  contact_error_message: 'Please, fix the following errors:',
  invalid: 'Invalid email',
  captcha: 'Captcha',
};
