// A click on the header's search icon (desktop).
import { mountedModule, type InpScenario } from './scenario';

const scenario: InpScenario = {
  name: 'header search open (click on the search icon)',
  path: '/modules/header-default/',
  // The search chunk loads on intent: a pointer coming down on the icon loads it (not measured).
  prepare: async (page) => {
    await mountedModule(page, 'theme-header');
    await page.dispatchEvent('#et_search_icon', 'pointerdown');
    await mountedModule(page, 'header-search');
  },
  act: (page) => page.click('#et_search_icon'),
};
export default scenario;
