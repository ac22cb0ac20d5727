// Development builds only (`if (__DEV__)` around the one call, so production builds drop this file): a
// layout read made while the frame loop runs its write phase forces the browser to lay the page out in
// the middle of our writes, once per read. Wrap the reads that force layout and report any made then.

type Win = Record<string, unknown>;
const G = globalThis as unknown as { __lpPhase?: () => string | null; __lpReadsInWrite?: number };

// The reads that force style or layout (Paul Irish's "What forces layout/reflow" list, the common part).
const ELEMENT = ['clientTop', 'clientLeft', 'clientWidth', 'clientHeight', 'scrollTop', 'scrollLeft', 'scrollWidth', 'scrollHeight'];
const HTML_ELEMENT = ['offsetTop', 'offsetLeft', 'offsetWidth', 'offsetHeight', 'offsetParent', 'innerText'];
const WINDOW = ['scrollX', 'scrollY', 'pageXOffset', 'pageYOffset', 'innerWidth', 'innerHeight'];

let reported = new Set<string>();
let inside = false; // a wrapped read that makes others (scrollY reading scrollTop) counts once

function guarded<T>(label: string, read: () => T): T {
  if (inside) return read();
  inside = true;
  try {
    check(label);
    return read();
  } finally {
    inside = false;
  }
}

function check(name: string): void {
  if (G.__lpPhase?.() !== 'write') return;
  G.__lpReadsInWrite = (G.__lpReadsInWrite ?? 0) + 1;
  // Once per API per frame: a read in a loop of 1,000 elements should not bury the console.
  if (reported.has(name)) return;
  if (!reported.size) queueMicrotask(() => (reported = new Set()));
  reported.add(name);
  console.error(
    `[lightpage] ${name} was read during the write phase of a frame: this forces a synchronous layout. ` +
      'Read layout in scheduler.frame.read() (or use scheduler.geometry / scheduler.viewport there), and only write in frame.write().',
  );
}

function wrapGetter(target: object | undefined, prop: string, label: string, owner: object = target!): void {
  // Find the accessor wherever the engine defines it (Chromium puts window's on the instance).
  let proto = target;
  let desc: PropertyDescriptor | undefined;
  while (proto && !(desc = Object.getOwnPropertyDescriptor(proto, prop))) proto = Object.getPrototypeOf(proto);
  const get = desc?.get;
  if (!get || !desc!.configurable) return;
  Object.defineProperty(owner, prop, {
    ...desc,
    get() {
      return guarded(label, () => get.call(this));
    },
  });
}

function wrapMethod(target: Win | undefined, prop: string, label: string): void {
  const fn = target?.[prop];
  if (typeof fn !== 'function') return;
  target![prop] = function (this: unknown, ...args: unknown[]) {
    return guarded(label, () => fn.apply(this, args));
  };
}

/**
 * Install the checks once per page; `phase` tells which phase the frame loop is in. Calling it again
 * (a test that reloads the scheduler) only swaps the phase source.
 */
export function watchLayoutReads(phase: () => string | null): void {
  const first = !G.__lpPhase;
  G.__lpPhase = phase;
  if (!first || typeof Element === 'undefined') return;
  const el = Element.prototype as unknown as Win;
  wrapMethod(el, 'getBoundingClientRect', 'getBoundingClientRect()');
  wrapMethod(el, 'getClientRects', 'getClientRects()');
  for (const p of ELEMENT) wrapGetter(Element.prototype, p, p);
  if (typeof HTMLElement !== 'undefined') for (const p of HTML_ELEMENT) wrapGetter(HTMLElement.prototype, p, p);
  if (typeof window !== 'undefined') {
    wrapMethod(window as unknown as Win, 'getComputedStyle', 'getComputedStyle()');
    for (const p of WINDOW) wrapGetter(window, p, `window.${p}`, window);
  }
}

/** How many layout reads were made in a write phase so far (tests). */
export const readsInWrite = (): number => G.__lpReadsInWrite ?? 0;
