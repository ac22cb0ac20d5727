// The newsletter's email check: the HTML input[type=email] pattern (WHATWG), which the theme's optin script
// uses, with a top-level domain of 2 to 63 letters required. (The contact form checks emails differently.)
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,63}$/;

/** Whether `value` (trimmed) is an address the newsletter accepts. */
export const isSignupEmail = (value: string): boolean => EMAIL.test(value.trim());
