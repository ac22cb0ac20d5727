// Turning a Response into what apiFetch resolves or rejects with (api-fetch utils/response.js).
import { restError } from './messages';

async function json(response: Response): Promise<any> {
  try {
    return await response.json();
  } catch {
    throw restError('invalid_json');
  }
}

/** A 2xx answer: the parsed body (null for 204), or the Response itself when parse is false. */
export const parseResponse = (response: Response, parse = true) =>
  !parse ? Promise.resolve(response) : response.status === 204 ? Promise.resolve(null) : json(response);

/** A non-2xx answer: the server's WP_Error body, or unknown_error when the body is empty (or the raw Response). */
export async function parseAndThrowError(response: Response, parse = true): Promise<never> {
  if (!parse) throw response;
  throw (await json(response)) || restError('unknown_error');
}

/** A rejection from a parse:false request: a Response becomes its error object; anything else is kept. */
export const normalizeRejection = (error: unknown): Promise<never> =>
  (error as Response)?.headers ? parseAndThrowError(error as Response) : Promise.reject(error);
