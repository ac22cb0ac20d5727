// The builder preview's guard: every link that would leave the page and every form submission is cancelled
// in the capture phase; links to an anchor on the same page are left alone; listeners still run.
import { afterEach, describe, expect, it } from 'vitest';
import { guardPreview, isSamePageAnchor } from '../../../src/core/preview-guard';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.replaceChildren();
});

const click = (el: Element, type = 'click') => {
  const e = new MouseEvent(type, { bubbles: true, cancelable: true });
  el.dispatchEvent(e);
  return e.defaultPrevented;
};

describe('preview guard', () => {
  it('cancels navigation and submission, not in-page anchors, and lets listeners see the events', () => {
    history.replaceState(null, '', '/page/?et_fb=1');
    document.body.innerHTML = `<a id="away" href="/other/">x</a><a id="flag" href="/page/">y</a><a id="hash" href="#top"><span>z</span></a>
<a id="full" href="${location.origin}/page/?et_fb=1#top">w</a><form id="f" action="/x"><button>go</button></form>`;
    stop = guardPreview();
    const seen: string[] = [];
    document.addEventListener('submit', () => seen.push('submit'));
    expect(click(document.getElementById('away')!)).toBe(true);
    expect(click(document.getElementById('away')!, 'auxclick')).toBe(true);
    // The same page without the preview flag is a navigation too.
    expect(click(document.getElementById('flag')!)).toBe(true);
    expect(click(document.querySelector('#hash span')!)).toBe(false);
    expect(click(document.getElementById('full')!)).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('f')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(seen).toEqual(['submit']);
    stop();
    stop = undefined;
    expect(click(document.getElementById('away')!)).toBe(false);
  });

  it('tells same-page anchors apart', () => {
    history.replaceState(null, '', '/page/?et_fb=1');
    const a = document.createElement('a');
    a.href = '/page/?et_fb=1#x';
    expect(isSamePageAnchor(a)).toBe(true);
    a.href = '/page/?et_fb=1';
    expect(isSamePageAnchor(a)).toBe(false);
    a.href = '/elsewhere/#x';
    expect(isSamePageAnchor(a)).toBe(false);
  });
});
