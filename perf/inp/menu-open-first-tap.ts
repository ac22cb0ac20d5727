// A phone visitor's very first tap on the menu icon, before the menus' chunk has loaded: the tap itself
// asks for it, is held, and is replayed once it has mounted. What Event Timing measures is the tap (the
// replay is not an interaction of the visitor's); act() waits until the menu is open, so a round that
// never opened it fails.
import { mountedModule, type InpScenario } from './scenario';

const scenario: InpScenario = {
  name: 'phone menu open (first tap, before its chunk has loaded)',
  path: '/modules/header-default/',
  phone: true,
  prepare: async (page) => {
    await mountedModule(page, 'theme-header');
    await page.waitForLoadState('networkidle');
  },
  act: async (page) => {
    await page.locator('#et_mobile_nav_menu .mobile_menu_bar').tap();
    await page.waitForFunction(() => document.querySelector('#et_mobile_nav_menu .mobile_nav')!.classList.contains('opened'), undefined, { polling: 'raf' });
  },
};
export default scenario;
