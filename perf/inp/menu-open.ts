// A phone visitor's first tap on the menu icon of the default header.
import { mountedModule, type InpScenario } from './scenario';

const scenario: InpScenario = {
  name: 'phone menu open (first tap on the menu icon)',
  path: '/modules/header-default/',
  phone: true,
  prepare: (page) => mountedModule(page, 'theme-header'),
  act: (page) => page.locator('#et_mobile_nav_menu .mobile_menu_bar').tap(),
};
export default scenario;
