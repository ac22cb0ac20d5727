// Header: split style: the theme's real header markup for this style (printed by the page layout from the body class).
import type { DemoModule } from '../pages/types';
import { sections } from '../chrome/pages';

const demo: DemoModule = {
  name: 'header-split',
  title: 'Header: split style',
  order: 90,
  kitchenSink: false,
  bodyClass: 'et_header_style_split',
  html: sections('Header: split style', 'The split header: the logo in the middle of the menu.'),
};
export default demo;
