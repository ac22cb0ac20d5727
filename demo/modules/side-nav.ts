// A page with the theme's side navigation option (body.et_pb_side_nav_page): one dot per section.
import type { DemoModule } from '../pages/types';
import { sections } from '../chrome/pages';

const demo: DemoModule = {
  name: 'side-nav',
  title: 'Side navigation dots',
  order: 91,
  kitchenSink: false,
  bodyClass: 'et_pb_side_nav_page',
  html: sections('Side navigation', 'The dots at the right edge (on screens wider than a phone) follow the section you are reading; a click glides to its section.', 6),
};
export default demo;
