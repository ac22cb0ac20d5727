// A cached page under a split test: the server printed display:none placeholders for the subjects, so the
// runtime asks et_pb_ab_get_subject_id which one this visitor sees and puts its HTML (a number counter) in place.
import type { DemoModule } from '../pages/types';
import { abGlobals, section, text } from './ab-testing';

const demo: DemoModule = {
  name: 'ab-testing-cached',
  title: 'A/B test on a cached page (subject fetched)',
  order: 92,
  kitchenSink: false,
  globals: abGlobals(13, { is_cache_plugin_active: 'yes' }),
  html: [
    section(0, `<div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_13_1" style="display:none"></div>
<div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_13_2" style="display:none"></div>`),
    section(1, text(1, ' et_pb_ab_goal et_pb_ab_goal_id-13', '<h2>The goal</h2><p><a class="lp-cta" href="#start">Start your trial</a></p>')),
  ].join('\n'),
};
export default demo;
