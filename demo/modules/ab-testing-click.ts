// A split test whose goal is an ordinary module (a call to action): a click on it records click_goal.
// Shortcode tracking is on, so the visitor also gets the cookie a tracking shortcode later converts.
import type { DemoModule } from '../pages/types';
import { abGlobals, section, text } from './ab-testing';

const demo: DemoModule = {
  name: 'ab-testing-click',
  title: 'A/B test: a click goal, with shortcode tracking',
  order: 91,
  kitchenSink: false,
  globals: abGlobals(12, { is_shortcode_tracking: 'on' }),
  html: [
    section(0, text(0, ' et_pb_ab_subject et_pb_ab_subject_id-12_1', '<h1>Subject 1</h1><p>The call to action below is this test’s goal.</p>')),
    section(1, text(1, ' et_pb_ab_goal et_pb_ab_goal_id-12', '<h2>Try it free</h2><p><a class="lp-cta" href="#start">Start your trial</a></p>')),
  ].join('\n'),
};
export default demo;
