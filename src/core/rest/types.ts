// The shapes of @wordpress/api-fetch: request options, middlewares, fetch handlers and errors.
export interface APIFetchOptions extends Omit<RequestInit, 'headers'> {
  /** A REST path such as '/wp/v2/posts?per_page=5', resolved against the site's REST root. */
  path?: string;
  /** A full URL, used as it is (the REST root is not applied). */
  url?: string;
  namespace?: string;
  endpoint?: string;
  /** Sent as a JSON body (Content-Type: application/json). */
  data?: unknown;
  /** false resolves (or rejects) with the raw Response. Default true. */
  parse?: boolean;
  headers?: Record<string, string>;
}

export type FetchHandler = (options: APIFetchOptions) => Promise<any>;
export type Middleware = ((options: APIFetchOptions, next: FetchHandler) => ReturnType<FetchHandler>) & {
  /** 'root' | 'nonce' | 'media': registering one replaces the client's own stand-in of that kind. */
  kind?: string;
};

/** What a rejected request gives when parsing is on: the server's WP_Error body, or one of the client's. */
export interface APIFetchError {
  code: string;
  message: string;
  data?: unknown;
}
