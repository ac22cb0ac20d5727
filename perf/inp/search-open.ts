// A click on the header's search icon (desktop).
import { mountedModule, type InpScenario } from './scenario';

const scenario: InpScenario = {
  name: 'header search open (click on the search icon)',
  path: '/modules/header-default/',
  prepare: (page) => mountedModule(page, 'theme-header'),
  act: (page) => page.click('#et_search_icon'),
};
export default scenario;
