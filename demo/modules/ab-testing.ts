// Split tests as the theme prints them (divi-markup §4.14): the subject this visitor sees carries
// et_pb_ab_subject et_pb_ab_subject_id-<post>_<subject>, the goal et_pb_ab_goal et_pb_ab_goal_id-<post>.
// This page's goal is an email optin far below the fold: scrolling to it records view_goal, staying 3 s
// read_goal, subscribing con_goal; staying 2 s on the page records read_page.
import type { DemoModule } from '../pages/types';
import { optin } from './newsletter';

export const abGlobals = (postId: number, extra: Record<string, string> = {}) => ({
  et_pb_custom: {
    is_ab_testing_active: '1',
    ab_tests: [{ post_id: postId, test_id: `t${postId}` }],
    unique_test_id: `t${postId}`,
    page_id: String(postId),
    ab_bounce_rate: '2',
    ...extra,
  },
});

export const text = (n: number, classes: string, body: string) =>
  `<div class="et_pb_module et_pb_text et_pb_text_${n}${classes} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${body}</div></div>`;

export const section = (n: number, body: string, cls = '') =>
  `<div class="et_pb_section et_pb_section_${n} et_section_regular${cls}"><div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${n} et-last-child">${body}</div></div></div>`;

const demo: DemoModule = {
  name: 'ab-testing',
  title: 'A/B test: subject and an optin goal',
  order: 90,
  kitchenSink: false,
  globals: abGlobals(11),
  html: [
    section(0, text(0, ' et_pb_ab_subject et_pb_ab_subject_id-11_3', '<h1>Subject 3: a bolder headline</h1><p>This text module is the subject of split test 11 that this visitor sees. The goal, an email optin, is further down.</p>')),
    section(1, text(1, '', '<p>Scroll on to reach the goal.</p>'), ' lp-ab-spacer'),
    section(2, optin(3, { id: 'ab-goal', title: 'The goal: subscribe', provider: 'mailpoet', classes: ' et_pb_ab_goal et_pb_ab_goal_id-11' })),
  ].join('\n'),
  css: '.lp-ab-spacer { min-height: 1600px; }',
};
export default demo;
