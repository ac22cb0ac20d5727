// A click on the header's search icon (desktop).
import { mountedModule, type InpScenario } from './scenario';

const scenario: InpScenario = {
  name: 'header search open (click on the search icon)',
  path: '/modules/header-default/',
  // The search is in the header's on-use chunk: a pointer coming down on the icon loads it (not measured).
  prepare: async (page) => {
    await mountedModule(page, 'theme-header');
    await page.dispatchEvent('#et_search_icon', 'pointerdown');
    await mountedModule(page, 'header-menus');
  },
  act: (page) => page.click('#et_search_icon'),
};
export default scenario;
