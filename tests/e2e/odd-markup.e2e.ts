// Odd but real markup in Chromium: each module finds its parts by name, not by position among siblings.
import { describe, expect, it } from 'vitest';
import { useDemo } from './harness';

const demo = useDemo();

describe('odd but real markup', () => {
  it('tabs with a <script> among the controls and a <noscript> among the panels match each control to its panel', async () => {
    const { page, errors } = await demo.open('/modules/odd-markup/');
    await page.waitForFunction(() => document.querySelector('#odd-tabs .et_pb_tabs_controls')?.getAttribute('role') === 'tablist');
    const pairs = await page.evaluate(() =>
      [...document.querySelectorAll('#odd-tabs [role=tab]')].map((t) => [t.textContent, document.getElementById(t.getAttribute('aria-controls')!)!.textContent!.trim()]),
    );
    expect(pairs).toEqual([
      ['First', 'Panel one'],
      ['Second', 'Panel two'],
      ['Third', 'Panel three'],
    ]);
    await page.click('#odd-tabs li:nth-of-type(3) a');
    await page.waitForFunction(() => {
      const active = document.querySelector<HTMLElement>('#odd-tabs .et_pb_active_content');
      return active?.textContent?.trim() === 'Panel three' && !active.style.opacity;
    });
    expect(await page.evaluate(() => (window as unknown as { lpPluginSaidHello?: boolean }).lpPluginSaidHello)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a countdown saved without its days unit shows hours as hours', async () => {
    const { page } = await demo.open('/modules/odd-markup/');
    await page.waitForFunction(() => document.querySelector('.et_pb_countdown_timer_9 .seconds .value')?.textContent !== '');
    const units = await page.evaluate(() =>
      ['hours', 'minutes'].map((u) => document.querySelector(`.et_pb_countdown_timer_9 .${u} .value`)!.textContent),
    );
    // The page was rendered 2 h 3 min 4 s before its end; a few seconds may have passed since.
    expect(units).toEqual(['02', '03']);
  });

  it('a number counter with 150 decimals counts to its value written with 100, and warns once', async () => {
    const { page, warnings } = await demo.open('/modules/odd-markup/');
    await page.locator('.et_pb_number_counter_9').scrollIntoViewIfNeeded();
    // The final value (the double nearest the written one, written out with 100 decimals).
    await page.waitForFunction(() => /^3\.14159265358979\d{86}$/.test(document.querySelector('.et_pb_number_counter_9 .percent-value')?.textContent ?? ''), null, { polling: 100 });
    expect(warnings.filter((w) => w.includes('decimals'))).toHaveLength(1);
  });
});
