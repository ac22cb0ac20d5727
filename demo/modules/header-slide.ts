// Header: slide-in menu: the theme's real header markup for this style (printed by the page layout from the body class).
import type { DemoModule } from '../pages/types';
import { sections } from '../chrome/pages';

const demo: DemoModule = {
  name: 'header-slide',
  title: 'Header: slide-in menu',
  order: 90,
  kitchenSink: false,
  bodyClass: 'et_header_style_slide',
  html: sections('Header: slide-in menu', 'The slide-in menu: the icon (or, on a touch screen, a swipe left from the right edge) slides the menu in; a swipe right closes it.'),
};
export default demo;
