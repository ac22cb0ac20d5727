// The theme's A/B actions. et_pb_update_stats_table stores {test_id, subject_id, record_type} from
// stats_data_array (check_ajax_referer on et_ab_log_nonce: 403 -1 when wrong) and answers nothing;
// et_pb_ab_get_subject_id picks this visitor's subject of a cached page and answers {id, content}, the
// subject module's HTML. The feature state `ab` lets a test fail the stats POST or pick the subject.
import type { AjaxHandler } from '../ajax';
import type { Reply } from '../http';
import type { DemoState } from '../state';
import { feature } from '../state';

export const AB_LOG_NONCE = 'ab-nonce-4d5e6f';
const FRONTEND_NONCE = 'fe-nonce-1a2b3c';

export interface AbState {
  /** Every record stored, in order. */
  stats: { test_id: unknown; subject_id: unknown; record_type: unknown }[];
  /** 'http500': every stats POST fails. */
  fail: '' | 'http500';
  /** The subject et_pb_ab_get_subject_id hands out. */
  subject: string;
}

/** The state, with defaults for what a test's /__test__/feature/ab did not set. */
export function abState(state: DemoState): AbState {
  const s = feature<Partial<AbState>>(state, 'ab', () => ({}));
  s.stats ??= [];
  s.fail ??= '';
  s.subject ??= '2';
  return s as AbState;
}

/** A subject as the theme renders it inside a test: a module carrying the subject classes. */
export const subjectHtml = (postId: string, id: string) => `<div class="et_pb_module et_pb_number_counter et_pb_number_counter_${id} et_pb_ab_subject et_pb_ab_subject_id-${postId}_${id} et_pb_with_title et_pb_bg_layout_light" data-number-value="${Number(id) * 25}" data-number-separator="">
<div class="percent"><p><span class="percent-value"></span></p></div>
<h3 class="title">Subject ${id}: visitors this week</h3>
</div>`;

export const handlers: AjaxHandler[] = [
  {
    action: 'et_pb_update_stats_table',
    handle({ fields }, state): Reply {
      const s = abState(state);
      if (fields.et_ab_log_nonce !== AB_LOG_NONCE) return { status: 403, body: '-1', type: 'text/html; charset=UTF-8' };
      if (s.fail === 'http500') return { status: 500, body: '<!DOCTYPE html><p>There has been a critical error on this website.</p>', type: 'text/html; charset=UTF-8' };
      try {
        const data = JSON.parse(fields.stats_data_array ?? '');
        s.stats.push({ test_id: data.test_id, subject_id: data.subject_id, record_type: data.record_type });
      } catch {
        return { status: 400, body: '0', type: 'text/html; charset=UTF-8' };
      }
      return { body: '', type: 'text/html; charset=UTF-8' };
    },
  },
  {
    action: 'et_pb_ab_get_subject_id',
    handle({ fields }, state): Reply {
      if (fields.et_frontend_nonce !== FRONTEND_NONCE) return { status: 403, body: '-1', type: 'text/html; charset=UTF-8' };
      const postId = fields.et_pb_ab_test_id ?? '';
      if (!/^\d+$/.test(postId)) return { json: { id: '', content: '' } };
      const id = abState(state).subject;
      return { json: { id, content: subjectHtml(postId, id) } };
    },
  },
];
