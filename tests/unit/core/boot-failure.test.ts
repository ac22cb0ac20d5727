// Boot when its modules' part throws (the only boot in this file: an earlier boot's anchor listener would
// still be on the document).
import { expect, it, vi } from 'vitest';

it('when finding the roots fails, logs it and leaves same-page anchors to the browser', async () => {
  vi.useFakeTimers();
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('IntersectionObserver', class {
    constructor() {
      throw new Error('no observers here');
    }
  });
  document.body.innerHTML = '<div class="m"></div><a id="go" href="#about">About</a><h2 id="about">About</h2>';
  vi.resetModules();
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for('lightpage.boot')];
  const { boot: bootWith } = await import('../../../src/core/boot');
  bootWith([{ name: 'm', selector: '.m', load: () => Promise.resolve({ mount: () => {} }) }]);
  await vi.advanceTimersByTimeAsync(0);
  expect(error).toHaveBeenCalledWith('[lightpage] boot failed', expect.any(Error));
  const e = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('go')!.dispatchEvent(e);
  expect(e.defaultPrevented).toBe(false);
  vi.useRealTimers();
});
