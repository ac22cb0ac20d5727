// A tap on a closed accordion item's title (phone).
import { mountedModule, type InpScenario } from './scenario';

const scenario: InpScenario = {
  name: 'accordion open (tap on a closed item)',
  path: '/modules/toggle/',
  phone: true,
  prepare: (page) => mountedModule(page, 'toggle'),
  act: (page) => page.locator('.et_pb_accordion .et_pb_toggle_close .et_pb_toggle_title').first().tap(),
};
export default scenario;
