// A tap on a closed accordion item's title (phone). The item is below the fold: a visitor scrolls to it first,
// and by the time the finger comes down the scroll's own work is over (the first scroll loads the back-to-top
// button's module; the header and that button react to the new position). So prepare() scrolls it into view
// and waits for that, as the contact form's scenario does; without it, locator.tap() scrolls and taps two
// frames later, and the trace shows the tap queued behind a module's mount and a scroll frame (30-90 ms at
// 4x) that no visitor's tap meets. The measured interaction is the same tap on the same closed item.
import { mountedModule, type InpScenario } from './scenario';

const TITLE = '.et_pb_accordion .et_pb_toggle_close .et_pb_toggle_title';

const scenario: InpScenario = {
  name: 'accordion open (tap on a closed item)',
  path: '/modules/toggle/',
  phone: true,
  prepare: async (page) => {
    await mountedModule(page, 'toggle');
    await page.locator(TITLE).first().scrollIntoViewIfNeeded();
    if (await page.locator('.et_pb_scroll_top').count()) await mountedModule(page, 'scroll-top');
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))));
  },
  act: (page) => page.locator(TITLE).first().tap(),
};
export default scenario;
