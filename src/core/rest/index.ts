// The WordPress REST client (spec §7.7), used like @wordpress/api-fetch. Its own chunk: import it where
// it is needed (`import apiFetch from '…/rest.js'`); boot never loads it. Until WordPress's inline set-up
// (or a developer) registers root, nonce and media-upload middlewares, the client's own stand-ins do that
// job from wpApiSettings and et_pb_custom.ajaxurl; registering one of those kinds replaces the stand-in.
import { apiFetch, setFetchHandler, use, useStandIn, type ApiFetch } from './api-fetch';
import { fetchAllMiddleware } from './middlewares/fetch-all';
import { mediaUploadMiddleware } from './middlewares/media-upload';
import { createNonceMiddleware } from './middlewares/nonce';
import { createPreloadingMiddleware } from './middlewares/preloading';
import { createRootURLMiddleware } from './middlewares/root-url';
import { createThemePreviewMiddleware } from './middlewares/theme-preview';
import { setQueryArg } from './query';
import type { Middleware } from './types';

export interface RestConfig {
  /** The REST root, as get_rest_url() prints it: 'https://site/wp-json/' or 'https://site/?rest_route=/'. */
  root?: string;
  nonce?: string;
  nonceEndpoint?: string;
}

let root = '/wp-json/';

/** Sets the REST root, the nonce and the nonce endpoint explicitly (what is not given is kept). */
export function configure(c: RestConfig): void {
  if (typeof c.root == 'string') root = c.root.includes('?') || c.root.endsWith('/') ? c.root : c.root + '/';
  if (typeof c.nonce == 'string') apiFetch.nonceMiddleware!.nonce = c.nonce;
  if (typeof c.nonceEndpoint == 'string') apiFetch.nonceEndpoint = c.nonceEndpoint;
}

// WordPress core's order: media upload, nonce, root URL, then the defaults. The root stand-in leaves a
// URL some earlier middleware already made alone.
const rootStandIn: Middleware = (options, next) => (typeof options.url == 'string' ? next(options) : createRootURLMiddleware(root)(options, next));
rootStandIn.kind = 'root';
useStandIn(rootStandIn);
useStandIn((apiFetch.nonceMiddleware = createNonceMiddleware('')));
useStandIn(mediaUploadMiddleware);

type Loose = { [key: string]: unknown } | undefined;
const globals = window as unknown as { wpApiSettings?: Loose; et_pb_custom?: Loose };
const settings = globals.wpApiSettings;
const ajaxurl = globals.et_pb_custom?.ajaxurl;
if (settings !== undefined && typeof settings?.root != 'string') console.warn('[lightpage] wpApiSettings has no REST root; using /wp-json/');
configure({
  root: settings?.root as string,
  nonce: settings?.nonce as string,
  nonceEndpoint: setQueryArg(typeof ajaxurl == 'string' && ajaxurl ? ajaxurl : '/wp-admin/admin-ajax.php', 'action', 'rest-nonce'),
});

export type { ApiFetch };
export type { APIFetchError, APIFetchOptions, FetchHandler, Middleware } from './types';
export type { NonceMiddleware } from './middlewares/nonce';
export {
  use,
  setFetchHandler,
  createNonceMiddleware,
  createPreloadingMiddleware,
  createRootURLMiddleware,
  createThemePreviewMiddleware,
  fetchAllMiddleware,
  mediaUploadMiddleware,
};

/** wp.apiFetch's shape: the function, with its helpers as properties. */
const client = Object.assign(apiFetch, {
  use,
  setFetchHandler,
  configure,
  createNonceMiddleware,
  createPreloadingMiddleware,
  createRootURLMiddleware,
  createThemePreviewMiddleware,
  fetchAllMiddleware,
  mediaUploadMiddleware,
});
export { client as apiFetch };
export default client;
