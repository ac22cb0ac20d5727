// Registry rows that load at once (trigger 'now': A/B markers, hidden or far below) and scan() for content
// put on the page after boot (an A/B subject fetched from the server).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRegistry } from '../../../src/core/registry';
import { mounter } from '../../../src/core/mount';
import type { ModuleContext } from '../../../src/core/types';

class NoIO {
  static observed: Element[] = [];
  observe(el: Element) {
    NoIO.observed.push(el);
  }
  unobserve() {}
  disconnect() {}
}
const ctx = {} as ModuleContext;
const settle = async () => {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  NoIO.observed = [];
  vi.stubGlobal('IntersectionObserver', NoIO);
  vi.useFakeTimers();
  document.body.innerHTML = '<div class="marker" style="display:none"></div><div class="lazy"></div>';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('registry: trigger now and scan', () => {
  it("mounts a 'now' root without waiting for it to come into view, and leaves the others waiting", async () => {
    const now = vi.fn();
    const lazy = vi.fn();
    startRegistry(
      [
        { name: 'now', selector: '.marker', load: () => Promise.resolve({ mount: now }), trigger: 'now' },
        { name: 'lazy', selector: '.lazy', load: () => Promise.resolve({ mount: lazy }) },
      ],
      () => Promise.resolve(mounter(ctx)),
    );
    await settle();
    expect(now).toHaveBeenCalledOnce();
    expect(now.mock.calls[0][0]).toBe(document.querySelector('.marker'));
    expect(lazy).not.toHaveBeenCalled();
    expect(NoIO.observed).toEqual([document.querySelector('.lazy')]);
  });

  it('takes in roots of content added later, once each, including the container itself', async () => {
    const mount = vi.fn();
    const reg = startRegistry([{ name: 'x', selector: '.x', load: () => Promise.resolve({ mount }), trigger: 'now' }], () => Promise.resolve(mounter(ctx)));
    await settle();
    expect(mount).not.toHaveBeenCalled();
    const added = document.createElement('div');
    added.className = 'x';
    added.innerHTML = '<p class="x"></p>';
    document.body.append(added);
    reg.scan(added);
    reg.scan(added);
    await settle();
    expect(mount.mock.calls.map((c) => c[0])).toEqual([added, added.firstElementChild]);
  });
});
