import { afterEach, describe, expect, it, vi } from 'vitest';
import { anchorAction, findTarget, listenAnchors } from '../../../src/core/anchors';
import type { Runtime } from '../../../src/core/runtime';

afterEach(() => {
  document.body.innerHTML = '';
});

const link = (href: string, attrs = '') => {
  document.body.insertAdjacentHTML('beforeend', `<a href="${href}" ${attrs}>x</a>`);
  return document.body.lastElementChild as HTMLAnchorElement;
};

describe('findTarget', () => {
  it('finds by id, then by name, as the browser does', () => {
    document.body.innerHTML = '<h2 id="about">About</h2><a name="old-style"></a><p id="caf\u00e9">x</p>';
    expect(findTarget('about')?.tagName).toBe('H2');
    expect(findTarget('old-style')?.tagName).toBe('A');
    expect(findTarget('caf%C3%A9')?.tagName).toBe('P');
    expect(findTarget('missing')).toBeNull();
    expect(findTarget('')).toBeNull();
    expect(() => findTarget('%%%||||<script>')).not.toThrow();
  });
});

describe('anchorAction', () => {
  it('takes over a same-page link whose target exists', () => {
    document.body.innerHTML = '<section id="pricing"></section>';
    expect(anchorAction(link('#pricing'))).toBe(document.getElementById('pricing'));
    expect(anchorAction(link(location.pathname + '#pricing'))).toBe(document.getElementById('pricing'));
  });

  it('leaves other pages, other hosts, missing targets and opted-out links to the browser', () => {
    document.body.innerHTML = '<section id="pricing"></section>';
    expect(anchorAction(link('/elsewhere/#pricing'))).toBeNull();
    expect(anchorAction(link('https://example.org' + location.pathname + '#pricing'))).toBeNull();
    expect(anchorAction(link('?page=2#pricing'))).toBeNull();
    expect(anchorAction(link('#nothing-here'))).toBeNull();
    document.body.insertAdjacentHTML('beforeend', '<div class="et_smooth_scroll_disabled"><a id="off" href="#pricing">x</a></div>');
    expect(anchorAction(document.getElementById('off') as HTMLAnchorElement)).toBeNull();
    document.body.insertAdjacentHTML('beforeend', '<div class="woocommerce-tabs"><ul class="tabs"><li><a id="woo" href="#pricing">x</a></li></ul></div>');
    expect(anchorAction(document.getElementById('woo') as HTMLAnchorElement)).toBeNull();
  });

  it('takes over the product-reviews link when its target is on the page (the runtime opens the tab)', () => {
    document.body.innerHTML = '';
    const review = link('#reviews', 'class="woocommerce-review-link"');
    expect(anchorAction(review)).toBeNull();
    document.body.insertAdjacentHTML('beforeend', '<ul class="tabs"><li class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews">Reviews</a></li></ul><div id="reviews"></div>');
    expect(anchorAction(review)).toBe(document.getElementById('reviews'));
  });
});

describe('listenAnchors', () => {
  it('prevents the jump and hands the target to the runtime; plain clicks only', async () => {
    document.body.innerHTML = '<section id="pricing"></section>';
    const a = link('#pricing');
    const runtime = { scrollTo: vi.fn() } as unknown as Runtime;
    const stop = listenAnchors(async (fn) => fn(runtime));
    const click = (init: MouseEventInit = {}) => {
      const e = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      a.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(click({ ctrlKey: true })).toBe(false);
    expect(runtime.scrollTo).not.toHaveBeenCalled();
    expect(click()).toBe(true);
    expect(runtime.scrollTo).toHaveBeenCalledWith(document.getElementById('pricing'), a);
    stop();
  });

  it('leaves a click a module already handled alone', () => {
    document.body.innerHTML = '<section id="pricing"></section>';
    const a = link('#pricing');
    a.addEventListener('click', (e) => e.preventDefault());
    const run = vi.fn();
    const stop = listenAnchors(run);
    a.click();
    expect(run).not.toHaveBeenCalled();
    stop();
  });

  it("jumps as the browser would when the glide failed to arrive: to the link's fragment, or to the target when the address has it already", async () => {
    document.body.innerHTML = '<section id="pricing"></section>';
    const target = document.getElementById('pricing')!;
    const a = link('#pricing');
    history.replaceState(null, '', location.pathname);
    const scrolled = vi.spyOn(target, 'scrollIntoView').mockImplementation(() => {});
    let failed!: Promise<void>;
    const stop = listenAnchors(() => (failed = Promise.reject(new Error('Failed to fetch dynamically imported module'))));
    a.click();
    await failed.catch(() => {});
    await Promise.resolve();
    expect(location.hash).toBe('#pricing');
    expect(scrolled).not.toHaveBeenCalled();
    // The same link again, the address already at #pricing: no hash change to jump on, so the target is scrolled to.
    a.click();
    await failed.catch(() => {});
    await Promise.resolve();
    expect(scrolled).toHaveBeenCalledTimes(1);
    stop();
    history.replaceState(null, '', location.pathname);
  });
});
