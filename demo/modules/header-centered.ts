// Header: centered style: the theme's real header markup for this style (printed by the page layout from the body class).
import type { DemoModule } from '../pages/types';
import { sections } from '../chrome/pages';

const demo: DemoModule = {
  name: 'header-centered',
  title: 'Header: centered style',
  order: 90,
  kitchenSink: false,
  bodyClass: 'et_header_style_centered',
  html: sections('Header: centered style', 'The centered header: the logo above the menu; on phones a "Select Page" bar opens the menu.'),
};
export default demo;
