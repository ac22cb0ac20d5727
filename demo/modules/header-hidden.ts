// Header: fixed and hidden until scroll: the theme's real header markup for this style (printed by the page layout from the body class).
import type { DemoModule } from '../pages/types';
import { sections } from '../chrome/pages';

const demo: DemoModule = {
  name: 'header-hidden',
  title: 'Header: fixed and hidden until scroll',
  order: 90,
  kitchenSink: false,
  bodyClass: 'et_hide_nav',
  html: sections('Header: fixed and hidden until scroll', 'Fixed and hidden navigation: on desktop the header waits above the page and slides in once you scroll down.'),
};
export default demo;
