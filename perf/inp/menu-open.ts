// A phone visitor's tap on the menu icon of the default header, once the menus' chunk has loaded (a pointer
// coming down on the icon asks for it; not measured). The first tap of all is menu-open-first-tap.ts.
import { mountedModule, type InpScenario } from './scenario';

const scenario: InpScenario = {
  name: 'phone menu open (tap on the menu icon, chunk loaded)',
  path: '/modules/header-default/',
  phone: true,
  prepare: async (page) => {
    await mountedModule(page, 'theme-header');
    await page.dispatchEvent('#et_mobile_nav_menu .mobile_menu_bar', 'pointerdown');
    await mountedModule(page, 'header-menus');
  },
  act: (page) => page.locator('#et_mobile_nav_menu .mobile_menu_bar').tap(),
};
export default scenario;
