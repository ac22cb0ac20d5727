// admin-ajax.php?action=rest-nonce, a core GET action (wp_ajax_rest_nonce): prints a fresh wp_rest nonce.
// There is no nopriv handler, so a logged-out visitor gets 400 "0"; session().refresh stands for that.
import type { AjaxHandler } from '../ajax';
import { session } from '../rest/session';

const html = 'text/html; charset=UTF-8';

export const handlers: AjaxHandler[] = [
  {
    action: 'rest-nonce',
    methods: ['GET'],
    handle(_req, state) {
      const s = session(state);
      if (s.refresh === 'fail') return { status: 400, body: '0', type: html };
      return { body: s.refresh === 'stale' ? 'rest-nonce-stale' : s.nonce, type: html };
    },
  },
];
