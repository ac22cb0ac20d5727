// The newsletter's email check: the HTML input[type=email] pattern (WHATWG), which the theme's optin script
// uses, with a top-level domain of 2 to 63 letters required. (The contact form checks emails differently.)
// Written case-insensitively (\w is the pattern's letters, digits and _): the same set, fewer bytes.
// The domain's labels each followed by a dot, then the top-level domain (the same set as label (.label)* .tld).
const EMAIL = /^[\w.!#$%&'*+/=?^`{|}~-]+@([a-z\d]([a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/i;


/** Whether `value` (trimmed) is an address the newsletter accepts. */
export const isSignupEmail = (value: string): boolean => EMAIL.test(value.trim());
