// /wp/v2/posts: 250 posts, paged as WordPress pages them (per_page 1–100, default 10; X-WP-Total,
// X-WP-TotalPages, Link rel="prev"/"next" with absolute URLs), and one post by id, editable with a
// valid nonce (PUT / PATCH / POST, DELETE as trash or with force=true).
import type { Reply } from '../http';
import type { RestRequest, RestRoute } from '../rest';
import type { DemoState } from '../state';
import { authenticate, session, wpError } from './session';

export const POST_COUNT = 250;

function post(id: number, req: RestRequest, state: DemoState) {
  const edit = session(state).posts[id] ?? {};
  return {
    id,
    date: new Date(Date.UTC(2026, 0, 1) - id * 86_400_000).toISOString().slice(0, 19),
    slug: `demo-post-${id}`,
    status: edit.status === 'trash' ? 'trash' : 'publish',
    type: 'post',
    link: `${req.origin}/blog-post/?p=${id}`,
    title: { rendered: edit.title ?? `Demo post ${id}` },
  };
}

const invalidParam = (name: string, message: string) =>
  wpError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, { params: { [name]: message }, details: {} });

const int = (v: string | undefined, fallback: number) => (v === undefined ? fallback : /^-?\d+$/.test(v) ? Number(v) : NaN);

function collection(req: RestRequest, state: DemoState): Reply {
  const auth = authenticate(req, state);
  if (typeof auth === 'object') return auth;
  const perPage = int(req.query.per_page, 10);
  const page = int(req.query.page, 1);
  if (!(perPage >= 1 && perPage <= 100)) return invalidParam('per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)');
  if (!(page >= 1)) return invalidParam('page', 'page must be greater than or equal to 1');
  const ids = Array.from({ length: POST_COUNT }, (_, i) => i + 1).filter((id) => session(state).posts[id]?.status === undefined);
  const pages = Math.ceil(ids.length / perPage);
  if (page > pages && ids.length > 0) return wpError(400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');
  const base = new URL(`${req.origin}/wp-json${req.route}`);
  for (const [k, v] of Object.entries(req.query)) if (k !== 'page') base.searchParams.set(k, v);
  const link = (rel: string, n: number) => {
    const u = new URL(base);
    u.searchParams.set('page', String(n));
    return `<${u.href}>; rel="${rel}"`;
  };
  const links = [page > 1 ? link('prev', Math.min(page - 1, pages)) : '', page < pages ? link('next', page + 1) : ''].filter(Boolean);
  return {
    json: ids.slice((page - 1) * perPage, page * perPage).map((id) => post(id, req, state)),
    headers: { 'X-WP-Total': String(ids.length), 'X-WP-TotalPages': String(pages), ...(links.length ? { Link: links.join(', ') } : {}) },
  };
}

function single(req: RestRequest, state: DemoState): Reply {
  const auth = authenticate(req, state);
  if (typeof auth === 'object') return auth;
  const id = Number(req.params.id);
  const s = session(state);
  if (id < 1 || id > POST_COUNT || s.posts[id]?.status === 'deleted') return wpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
  if (req.method === 'GET') return { json: post(id, req, state) };
  if (auth !== 'user') {
    return req.method === 'DELETE'
      ? wpError(401, 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.')
      : wpError(401, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.');
  }
  if (req.method === 'DELETE') {
    const previous = post(id, req, state);
    if (req.query.force === 'true' || req.query.force === '1') {
      s.posts[id] = { ...s.posts[id], status: 'deleted' };
      return { json: { deleted: true, previous } };
    }
    s.posts[id] = { ...s.posts[id], status: 'trash' };
    return { json: post(id, req, state) };
  }
  const title = (req.body as { title?: unknown } | undefined)?.title;
  if (title !== undefined && typeof title !== 'string') return invalidParam('title', 'title is not of type string.');
  if (typeof title === 'string') s.posts[id] = { ...s.posts[id], title };
  return { json: post(id, req, state) };
}

export const routes: RestRoute[] = [
  { namespace: 'wp/v2', methods: ['GET'], pattern: /^\/wp\/v2\/posts$/, handle: collection },
  { namespace: 'wp/v2', methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], pattern: /^\/wp\/v2\/posts\/(?<id>\d+)$/, handle: single },
];
