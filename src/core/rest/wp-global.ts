// The REST client as a classic script that defines wp.apiFetch, for the WordPress plugin to register
// under the `wp-api-fetch` handle: WordPress's inline set-up after that handle, and every script that
// depends on it, run synchronously against the global.
import apiFetch from './index';

const w = window as unknown as { wp?: Record<string, unknown> };
(w.wp ||= {}).apiFetch = apiFetch;
