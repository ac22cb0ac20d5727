// /wp/v2/media: an upload that dies making image sizes (500 carrying X-WP-Upload-Attachment-ID, as
// WordPress sends before it generates them), the post-process route that finishes the job (failing
// session().postProcessFailures times per attachment), and DELETE with force=true.
import type { Reply } from '../http';
import type { RestRequest, RestRoute } from '../rest';
import type { DemoState } from '../state';
import { authenticate, critical, session, wpError, type Attachment } from './session';

const json = (a: Attachment, req: RestRequest) => ({
  id: a.id,
  type: 'attachment',
  media_type: 'image',
  mime_type: /\.png$/i.test(a.file) ? 'image/png' : 'image/jpeg',
  title: { rendered: a.file.replace(/\.\w+$/, '') },
  source_url: `${req.origin}/wp-content/uploads/2026/01/${a.file}`,
});

/** The file name from Content-Disposition (a raw body) or the multipart part. */
function fileName(req: RestRequest): string | undefined {
  const body = Buffer.isBuffer(req.body) ? req.body.subarray(0, 2048).toString('latin1') : '';
  const name = /filename="?([^";\r\n]+)"?/.exec(String(req.headers['content-disposition'] ?? '') + body)?.[1];
  return name && Buffer.isBuffer(req.body) && req.body.length ? name.replace(/[^\w.-]/g, '-') : undefined;
}

function guard(req: RestRequest, state: DemoState, code: string, message: string): Reply | undefined {
  const auth = authenticate(req, state);
  if (typeof auth === 'object') return auth;
  if (auth !== 'user') return wpError(401, code, message);
}

function find(req: RestRequest, state: DemoState): Attachment | Reply {
  const a = session(state).media[req.params.id];
  return a && !a.deleted ? a : wpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
}

export const routes: RestRoute[] = [
  {
    namespace: 'wp/v2',
    methods: ['POST'],
    pattern: /^\/wp\/v2\/media$/,
    handle(req, state) {
      const denied = guard(req, state, 'rest_cannot_create', 'Sorry, you are not allowed to upload media on this site.');
      if (denied) return denied;
      const file = fileName(req);
      if (!file) return wpError(400, 'rest_upload_no_data', 'No data supplied.');
      const s = session(state);
      const a: Attachment = { id: s.nextMediaId++, file, postProcessAttempts: 0, deleted: false };
      s.media[a.id] = a;
      return s.uploadCrashes ? critical(a.id) : { status: 201, json: json(a, req) };
    },
  },
  {
    namespace: 'wp/v2',
    methods: ['POST'],
    pattern: /^\/wp\/v2\/media\/(?<id>\d+)\/post-process$/,
    handle(req, state) {
      const denied = guard(req, state, 'rest_cannot_edit_image', 'Sorry, you are not allowed to upload media on this site.');
      if (denied) return denied;
      const a = find(req, state);
      if (!('file' in a)) return a;
      if ((req.body as { action?: unknown } | undefined)?.action !== 'create-image-subsizes') {
        return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): action', { params: { action: 'action is not one of create-image-subsizes.' } });
      }
      a.postProcessAttempts++;
      return a.postProcessAttempts <= session(state).postProcessFailures ? critical() : { json: json(a, req) };
    },
  },
  {
    namespace: 'wp/v2',
    methods: ['GET', 'DELETE'],
    pattern: /^\/wp\/v2\/media\/(?<id>\d+)$/,
    handle(req, state) {
      if (req.method === 'DELETE') {
        const denied = guard(req, state, 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.');
        if (denied) return denied;
      } else {
        const auth = authenticate(req, state);
        if (typeof auth === 'object') return auth;
      }
      const a = find(req, state);
      if (!('file' in a)) return a;
      if (req.method === 'GET') return { json: json(a, req) };
      if (req.query.force !== 'true' && req.query.force !== '1') {
        return wpError(501, 'rest_trash_not_supported', "The media does not support trashing. Set 'force=true' to delete.");
      }
      a.deleted = true;
      return { json: { deleted: true, previous: json(a, req) } };
    },
  },
];
