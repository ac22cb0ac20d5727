// Reference, not gated: what a tap costs on the contact form's page when the page does almost nothing in answer.
// A button put over the page recolours itself on click; nothing of ours runs beyond boot's own listeners. Its
// figure is the browser's share of every tap (hit tests, pointer, touch, gesture and mouse events, focus, one
// frame) on this machine at this moment: read a scenario's figure against it. Same page, same phone, same
// prepare() as the contact form's scenario, so the two differ only by what the form does.
import type { Page } from 'playwright-core';
import contact from './contact-submit-errors';
import type { InpScenario } from './scenario';

export default {
  name: 'reference: a tap that only recolours a button',
  path: contact.path,
  phone: true,
  reference: true,
  async prepare(page: Page) {
    await contact.prepare(page);
    await page.evaluate(() => {
      const b = document.body.appendChild(document.createElement('button'));
      b.id = 'lp-reference-tap';
      b.textContent = 'Reference';
      b.style.cssText = 'position:fixed;left:16px;top:40%;z-index:99999;padding:16px';
      b.onclick = () => (b.style.background = b.style.background ? '' : '#e02b20');
    });
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))));
  },
  async act(page: Page) {
    await page.tap('#lp-reference-tap');
    await page.waitForFunction(() => !!document.querySelector<HTMLElement>('#lp-reference-tap')!.style.background);
  },
} satisfies InpScenario;
