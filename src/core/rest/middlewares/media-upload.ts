// Media uploads (POST …/wp/v2/media): when the server dies making image sizes (a 5xx carrying
// x-wp-upload-attachment-id), ask it to finish with post-process, up to 5 attempts; then delete the
// half-made attachment and reject with post_process.
import { MEDIA_POSTPROCESS_RETRIES } from '../../../scheduler/constants';
import { restError } from '../messages';
import { parseAndThrowError, parseResponse } from '../response';
import type { FetchHandler, Middleware } from '../types';

async function postProcess(id: string, next: FetchHandler): Promise<Response> {
  for (let attempt = 1; attempt <= MEDIA_POSTPROCESS_RETRIES; attempt++) {
    try {
      return await next({ path: `/wp/v2/media/${id}/post-process`, method: 'POST', data: { action: 'create-image-subsizes' }, parse: false });
    } catch {
      // try again
    }
  }
  // Not awaited, as in api-fetch; a failed delete must not surface as an unhandled rejection.
  next({ path: `/wp/v2/media/${id}?force=true`, method: 'DELETE' }).catch(() => {});
  throw 0;
}

const upload: Middleware = async (options, next) => {
  if (options.method !== 'POST' || ![options.path, options.url].some((u) => u?.includes('/wp/v2/media'))) return next(options);
  let response: Response;
  try {
    response = await next({ ...options, parse: false });
  } catch (e) {
    const failed = e as Response;
    // Not a Response: fetch_error, an abort, a middleware's own error.
    if (!failed?.headers) throw e;
    const id = failed.headers.get('x-wp-upload-attachment-id');
    if (!id || failed.status < 500 || failed.status > 599) return parseAndThrowError(failed, options.parse);
    response = await postProcess(id, next).catch(() => {
      throw options.parse === false ? failed : restError('post_process');
    });
  }
  return parseResponse(response, options.parse);
};

export const mediaUploadMiddleware: Middleware = Object.assign(upload, { kind: 'media' });
