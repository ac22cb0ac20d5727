// Cached pages: the server printed display:none placeholders (div.et_pb_subject_placeholder_id_<post>_<subject>)
// instead of the subjects, so every visitor of the cached HTML gets a subject of their own from
// et_pb_ab_get_subject_id ({id, content}). Its content is the server's HTML for that subject: it is put in
// place of its placeholder, the placeholders go, and the registry takes in the modules it holds.
import type { ModuleContext } from '../../core/types';

export async function fetchSubject(ctx: ModuleContext, postId: number, doc: Document = document): Promise<string | undefined> {
  let answer: unknown;
  try {
    answer = await ctx.ajax('et_pb_ab_get_subject_id', { et_frontend_nonce: ctx.settings.frontendNonce, et_pb_ab_test_id: postId });
  } catch {
    // answer stays undefined: warned below
  }
  const { id, content } = (answer || {}) as { id?: unknown; content?: unknown };
  if (!id || typeof content != 'string') {
    console.warn('[lightpage] no A/B subject for test', postId);
    return;
  }
  const subjectId = String(id);
  const placeholders = [...doc.querySelectorAll(`[class*="et_pb_subject_placeholder_id_${postId}_"]`)];
  const spot = placeholders.find((p) => p.classList.contains(`et_pb_subject_placeholder_id_${postId}_${subjectId}`)) ?? placeholders[0];
  if (spot) {
    const fresh = doc.createRange().createContextualFragment(content);
    const added = [...fresh.children];
    spot.after(fresh);
    // The registry takes in the modules of the new content (its public lightpage:scan event).
    for (const el of added) el.dispatchEvent(new CustomEvent('lightpage:scan', { bubbles: true }));
  }
  for (const p of placeholders) p.remove();
  // For third-party code written for the theme (jQuery handlers receive native events too).
  doc.body.dispatchEvent(new CustomEvent('et_pb_ab_subject_ready', { bubbles: true }));
  return subjectId;
}
