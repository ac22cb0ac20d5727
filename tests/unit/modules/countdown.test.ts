import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownView } from '../../../src/modules/countdown/time';
import { useShortLabels } from '../../../src/modules/countdown/labels';
import { mount } from '../../../src/modules/countdown/index';
import type { ModuleContext } from '../../../src/core/types';

const T0 = 1_700_000_000; // an end time, Unix seconds
const at = (secondsBeforeEnd: number) => (T0 - secondsBeforeEnd) * 1000;
const D = 86400;
const H = 3600;

describe('countdown digits', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    expect(countdownView(T0, at(3 * D + 5 * H + 7 * 60 + 30)).values).toEqual(['003', '05', '07', '30']);
    expect(countdownView(T0, at(1 * H + 1)).values).toEqual(['000', '01', '00', '01']);
  });

  it('pads days to at least 3 digits and the other units to 2', () => {
    expect(countdownView(T0, at(9 * D + 9 * H + 9 * 60 + 9)).values).toEqual(['009', '09', '09', '09']);
    expect(countdownView(T0, at(42 * D)).values[0]).toBe('042');
    expect(countdownView(T0, at(1234 * D)).values[0]).toBe('1234');
  });

  it('drops the part of a second that has not run out (the theme truncates)', () => {
    expect(countdownView(T0, T0 * 1000 - 10_999).values[3]).toBe('10');
    expect(countdownView(T0, T0 * 1000 - 10_001).values[3]).toBe('10');
    expect(countdownView(T0, T0 * 1000 - 9_999).values[3]).toBe('09');
  });

  it('marks a unit zero only when it and every larger unit are zero', () => {
    expect(countdownView(T0, at(2 * D)).zero).toEqual([false, false, false, false]);
    // Days > 0 and hours 0: hours show "00" but are not in the zero state.
    const dayOnly = countdownView(T0, at(D + 30));
    expect(dayOnly.values).toEqual(['001', '00', '00', '30']);
    expect(dayOnly.zero).toEqual([false, false, false, false]);
    expect(countdownView(T0, at(5 * H)).zero).toEqual([true, false, false, false]);
    expect(countdownView(T0, at(5 * 60)).zero).toEqual([true, true, false, false]);
    expect(countdownView(T0, at(5)).zero).toEqual([true, true, true, false]);
    expect(countdownView(T0, at(0)).zero).toEqual([true, true, true, true]);
  });

  it('shows zeros once the end has passed', () => {
    const past = countdownView(T0, at(-3 * D));
    expect(past.values).toEqual(['000', '00', '00', '00']);
    expect(past.zero).toEqual([true, true, true, true]);
  });
});

describe('countdown labels', () => {
  it('uses short labels in a narrow column, or at 400 px and less', () => {
    expect(useShortLabels(true, 1000)).toBe(true);
    expect(useShortLabels(false, 400)).toBe(true);
    expect(useShortLabels(false, 401)).toBe(false);
    expect(useShortLabels(false, 0)).toBe(true);
  });
});

// ── mount on the theme's markup, with a scheduler whose clock and frames the test drives ──────────────

const UNITS = [['days', 'Day', 'Day(s)'], ['hours', 'Hrs', 'Hour(s)'], ['minutes', 'Min', 'Minute(s)'], ['seconds', 'Sec', 'Second(s)']];
function markup(end: string, column = 'et_pb_column_4_4'): HTMLElement {
  const col = document.createElement('div');
  col.className = `et_pb_column ${column}`;
  col.innerHTML = `<div class="et_pb_module et_pb_countdown_timer" data-end-timestamp="${end}"><div class="et_pb_countdown_timer_container clearfix"><h4 class="title">T</h4>${UNITS.map(
    ([c, s, f]) => `<div class="${c} section values" data-short="${s}" data-full="${f}"><p class="value"></p><p class="label">${f}</p></div>`,
  ).join('<div class="sep section"><p>:</p></div>')}</div></div>`;
  document.body.append(col);
  return col.firstElementChild as HTMLElement;
}

let widthCallbacks: ((entries: { contentRect: { width: number } }[]) => void)[] = [];
class FakeResizeObserver {
  constructor(private cb: (entries: { contentRect: { width: number } }[]) => void) {}
  observe() {
    widthCallbacks.push(this.cb);
  }
  disconnect() {
    widthCallbacks = widthCallbacks.filter((c) => c !== this.cb);
  }
}
const resizeTo = (width: number) => widthCallbacks.forEach((cb) => cb([{ contentRect: { width } }]));

function fakeCtx() {
  let writes = new Set<() => void>();
  const clock = new Set<(now: number) => void>();
  const ctx = {
    scheduler: {
      frame: { write: (job: () => void) => (writes.add(job), () => writes.delete(job)), cancel: (job: () => void) => writes.delete(job) },
      everySecond: (fn: (now: number) => void) => (clock.add(fn), () => clock.delete(fn)),
    },
  } as unknown as ModuleContext;
  return {
    ctx,
    clock,
    /** Runs the queued writes, as the next frame would; returns how many there were. */
    frame() {
      const jobs = writes;
      writes = new Set();
      jobs.forEach((j) => j());
      return jobs.size;
    },
    tick(now: number) {
      clock.forEach((fn) => fn(now));
    },
  };
}

const text = (root: HTMLElement, sel: string) => [...root.querySelectorAll(sel)].map((e) => e.textContent);
const zeroed = (root: HTMLElement) => [...root.querySelectorAll('.section')].map((e) => e.classList.contains('zero'));

describe('countdown mount', () => {
  beforeEach(() => {
    widthCallbacks = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('shows the remaining time at once, then on every clock tick, from the time the clock gives', () => {
    vi.useFakeTimers({ now: at(2 * D + 3 * H + 4 * 60 + 5), toFake: ['Date'] });
    const f = fakeCtx();
    const root = markup(String(T0));
    mount(root, f.ctx);
    expect(text(root, '.value')).toEqual(['', '', '', '']); // written in a frame, not during mount
    f.frame();
    expect(text(root, '.value')).toEqual(['002', '03', '04', '05']);
    f.tick(at(2 * D + 3 * H + 4 * 60 + 4));
    f.frame();
    expect(text(root, '.value')).toEqual(['002', '03', '04', '04']);
    // A tick after a long hidden spell jumps straight to the right time.
    f.tick(at(10));
    f.frame();
    expect(text(root, '.value')).toEqual(['000', '00', '00', '10']);
  });

  it('writes nothing when a tick changes nothing', () => {
    const f = fakeCtx();
    const root = markup(String(T0));
    mount(root, f.ctx);
    f.tick(at(100));
    f.frame();
    f.tick(at(100) - 300); // 100.3 s left: still shows 100 s
    expect(f.frame()).toBe(0);
  });

  it('puts zero units and the separator after each in the zero state, never one after seconds', () => {
    const f = fakeCtx();
    const root = markup(String(T0));
    mount(root, f.ctx);
    // sections in order: days, sep, hours, sep, minutes, sep, seconds
    f.tick(at(5 * 60 + 1));
    f.frame();
    expect(zeroed(root)).toEqual([true, true, true, true, false, false, false]);
    f.tick(at(-1));
    f.frame();
    expect(zeroed(root)).toEqual([true, true, true, true, true, true, true]);
    expect(root.querySelector('.seconds')!.nextElementSibling).toBeNull();
    // The clock keeps running after zero, as the theme's interval does.
    expect(f.clock.size).toBe(1);
  });

  it('paints each unit by its name when the timer is printed without some units', () => {
    const f = fakeCtx();
    const root = markup(String(T0));
    root.querySelector('.days')!.nextElementSibling!.remove();
    root.querySelector('.days')!.remove();
    mount(root, f.ctx);
    f.tick(at(2 * D + 3 * H + 4 * 60 + 5));
    f.frame();
    expect(text(root, '.value')).toEqual(['03', '04', '05']);
    expect([...root.querySelectorAll('.values')].map((u) => u.className.split(' ')[0])).toEqual(['hours', 'minutes', 'seconds']);
  });

  it('switches to short labels in a narrow container and back when it widens', () => {
    const f = fakeCtx();
    const root = markup(String(T0));
    mount(root, f.ctx);
    resizeTo(800);
    f.frame();
    expect(text(root, '.label')).toEqual(['Day(s)', 'Hour(s)', 'Minute(s)', 'Second(s)']);
    resizeTo(400);
    f.frame();
    expect(text(root, '.label')).toEqual(['Day', 'Hrs', 'Min', 'Sec']);
    resizeTo(401);
    f.frame();
    expect(text(root, '.label')).toEqual(['Day(s)', 'Hour(s)', 'Minute(s)', 'Second(s)']);
  });

  it('always uses short labels in a 1/4 column', () => {
    const f = fakeCtx();
    const root = markup(String(T0), 'et_pb_column_1_4');
    mount(root, f.ctx);
    resizeTo(900);
    f.frame();
    expect(text(root, '.label')).toEqual(['Day', 'Hrs', 'Min', 'Sec']);
  });

  it('writes label text as text, never as HTML', () => {
    const f = fakeCtx();
    const root = markup(String(T0));
    root.querySelector<HTMLElement>('.days')!.dataset.short = '<img src=x onerror=alert(1)>';
    mount(root, f.ctx);
    resizeTo(100);
    f.frame();
    expect(root.querySelector('.days .label')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(root.querySelector('img')).toBeNull();
  });

  it('warns and leaves the markup alone when the end time is not a number', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const f = fakeCtx();
    const root = markup('soon');
    expect(mount(root, f.ctx)).toBeUndefined();
    expect(f.frame()).toBe(0);
    expect(f.clock.size).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-end-timestamp'), root);
    warn.mockRestore();
  });

  it('stops ticking when unmounted', () => {
    const f = fakeCtx();
    const cleanup = mount(markup(String(T0)), f.ctx)!;
    expect(f.clock.size).toBe(1);
    cleanup();
    expect(f.clock.size).toBe(0);
    expect(widthCallbacks).toEqual([]);
  });
});
