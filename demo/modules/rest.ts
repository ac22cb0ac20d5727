// A page for developers: the REST client (dist/frontend/rest.js) driven from a small inline script
// module, as a plugin's own script would import it. Not a visitor-facing module: not on the kitchen sink.
import type { DemoModule } from '../pages/types';

const script = `
import apiFetch from '/dist/frontend/rest.js';
const log = document.querySelector('.lp-rest-log');
const say = (text) => {
  const li = document.createElement('li');
  li.textContent = text;
  log.append(li);
};
const requests = () => performance.getEntriesByType('resource').filter((e) => /\\/wp-json\\/wp\\/v2\\/posts/.test(e.name)).length;
const actions = {
  async all() {
    const before = requests();
    const posts = await apiFetch({ path: '/wp/v2/posts?per_page=-1' });
    say(posts.length + ' posts in ' + (requests() - before) + ' requests');
  },
  async upload() {
    const body = new FormData();
    body.append('file', new File([new Uint8Array([255, 216, 255, 224])], 'photo.jpg', { type: 'image/jpeg' }));
    const a = await apiFetch({ path: '/wp/v2/media', method: 'POST', body });
    say('Uploaded ' + a.title.rendered + ' (attachment ' + a.id + ')');
  },
  async edit() {
    const post = await apiFetch({ path: '/wp/v2/posts/1', method: 'PATCH', data: { title: 'Edited at ' + new Date().toLocaleTimeString() } });
    say('Post 1 is now: ' + post.title.rendered);
  },
};
document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element && event.target.closest('[data-lp-rest]');
  if (!button || button.disabled) return;
  button.disabled = true;
  try {
    await actions[button.dataset.lpRest]();
  } catch (error) {
    say((error.code || 'error') + ': ' + (error.message || String(error)));
  } finally {
    button.disabled = false;
  }
});
`;

const demo: DemoModule = {
  name: 'rest',
  title: 'REST client',
  order: 98,
  kitchenSink: false,
  css: `.lp-rest-actions{display:flex;flex-wrap:wrap;gap:10px;margin:1em 0}.lp-rest-actions button{font:inherit;padding:.5em 1em;border:2px solid #2ea3f2;border-radius:3px;background:#fff;color:#2ea3f2;cursor:pointer}.lp-rest-actions button:disabled{opacity:.5;cursor:progress}.lp-rest-log{min-height:6em}`,
  html: `<div class="et_pb_section et_pb_section_0 et_section_regular">
<div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
<div class="et_pb_module et_pb_text et_pb_text_0 et_pb_bg_layout_light"><div class="et_pb_text_inner">
<h1>REST client</h1>
<p>The WordPress REST client, used like <code>@wordpress/api-fetch</code>. This page loads it with
<code>import apiFetch from '/dist/frontend/rest.js'</code>; pages that do not import it never download it.</p>
<div class="lp-rest-actions">
<button type="button" data-lp-rest="all">Fetch every post (per_page=-1)</button>
<button type="button" data-lp-rest="upload">Upload an image</button>
<button type="button" data-lp-rest="edit">Edit post 1 (PATCH)</button>
</div>
<ol class="lp-rest-log" aria-live="polite"></ol>
<p>Error messages follow the page's language: <a href="?lang=de">this page as a German site</a>.</p>
</div></div>
</div></div></div>
<script type="module">${script}</script>`,
};
export default demo;
