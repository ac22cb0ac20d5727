// Cached pages: the server printed display:none placeholders (div.et_pb_subject_placeholder_id_<post>_<subject>)
// instead of the subjects, so every visitor of the cached HTML gets a subject of their own from
// et_pb_ab_get_subject_id ({id, content}). Its content is the server's HTML for that subject: it is put in
// place of its placeholder, the test's placeholders go, and the registry takes in the modules it holds.
import type { ModuleContext } from '../../core/types';

/** The subject id the server chose (its content in place), or undefined (warned) when it gave none. */
export async function fetchSubject(ajax: ModuleContext['ajax'], nonce: string, postId: number): Promise<string | undefined> {
  const { id, content } = ((await ajax('et_pb_ab_get_subject_id', { et_frontend_nonce: nonce, et_pb_ab_test_id: postId }).catch(() => 0)) || {}) as {
    id?: unknown;
    content?: unknown;
  };
  if (!id || typeof content != 'string') return void console.warn('[lightpage] A/B: no subject for test', postId);
  const placeholder = `et_pb_subject_placeholder_id_${postId}_`;
  const placeholders = document.querySelectorAll(`[class*="${placeholder}"]`);
  // The theme's placeholder for the subject; else where the test's first one was.
  const spot = [...placeholders].find((p) => p.classList.contains(placeholder + id)) || placeholders[0];
  if (spot) {
    spot.after(document.createRange().createContextualFragment(content));
    // The registry takes in the modules of the new content (its public lightpage:scan event).
    spot.parentNode!.dispatchEvent(new CustomEvent('lightpage:scan', { bubbles: true }));
  }
  for (const p of placeholders) p.remove();
  // For third-party code written for the theme (jQuery handlers receive native events too).
  document.body.dispatchEvent(new CustomEvent('et_pb_ab_subject_ready', { bubbles: true }));
  return '' + id;
}
