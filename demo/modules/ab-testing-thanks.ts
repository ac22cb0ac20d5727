// A thank-you page: WooCommerce's order-received marker turns the shop log cookie a shop goal left into
// con_goal, and a split-tracking shortcode turns its cookie into con_short. No test runs on this page itself.
import type { DemoModule } from '../pages/types';
import { section, text } from './ab-testing';

const demo: DemoModule = {
  name: 'ab-testing-thanks',
  title: 'A/B conversions on a thank-you page (shop and shortcode)',
  order: 93,
  kitchenSink: false,
  html: section(0, `${text(0, '', '<h1>Thank you for your order</h1>')}
<div class="et_pb_ab_shop_conversion"></div>
<div class="et_pb_ab_split_track" style="display:none;" data-test_id="12"></div>`),
};
export default demo;
