// The theme's own English texts for the localised strings the optin uses (named after their et_pb_custom
// keys): shown when the page's et_pb_custom lacks one (a plugin broke the global, or a theme version left it
// out), so a visitor is never left with an empty message. In this module's chunk: pages without an optin pay
// nothing for them.
export const SUBSCRIPTION_FAILED = 'Please, check the fields below to make sure you entered the correct information.';
export const FILL_MESSAGE = 'Please, fill in the following fields:';
export const CONTACT_ERROR_MESSAGE = 'Please, fix the following errors:';
export const INVALID = 'Invalid email';
export const CAPTCHA = 'Captcha';
