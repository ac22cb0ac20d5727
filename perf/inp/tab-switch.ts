// A tap on the second tab of the first tabs module (phone).
import { mountedModule, type InpScenario } from './scenario';

const scenario: InpScenario = {
  name: 'tab switch (tap on the second tab)',
  path: '/modules/tabs/',
  phone: true,
  prepare: (page) => mountedModule(page, 'tabs'),
  act: (page) => page.locator('.et_pb_tabs').first().locator('.et_pb_tabs_controls li:nth-child(2) a').tap(),
};
export default scenario;
