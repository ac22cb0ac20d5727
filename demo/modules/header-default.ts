// Header: default (left) style: the theme's real header markup for this style (printed by the page layout from the body class).
import type { DemoModule } from '../pages/types';
import { sections } from '../chrome/pages';

const demo: DemoModule = {
  name: 'header-default',
  title: 'Header: default (left) style',
  order: 90,
  kitchenSink: false,
  bodyClass: undefined,
  html: sections('Header: default (left) style', 'The theme\'s default header: logo left, menu right, search, and a phone menu built from the top menu.'),
};
export default demo;
