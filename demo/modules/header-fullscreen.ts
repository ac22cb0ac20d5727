// Header: fullscreen menu: the theme's real header markup for this style (printed by the page layout from the body class).
import type { DemoModule } from '../pages/types';
import { sections } from '../chrome/pages';

const demo: DemoModule = {
  name: 'header-fullscreen',
  title: 'Header: fullscreen menu',
  order: 90,
  kitchenSink: false,
  bodyClass: 'et_header_style_fullscreen',
  html: sections('Header: fullscreen menu', 'The fullscreen menu: the icon opens the menu over the whole page.'),
};
export default demo;
