import { afterEach, describe, expect, it, vi } from 'vitest';
import { decimalsOf, formatNumber } from '../../../src/modules/number-counter/format';
import { padLike } from '../../../src/modules/counters/pad';
import { easeInOutQuad, tween } from '../../../src/modules/counters/tween';
import { tweenOn } from '../../../src/scheduler/tween';
import { inLastRowOfLastSection, startAtWaypoint } from '../../../src/modules/counters/start';
import { mount as mountNumber } from '../../../src/modules/number-counter/index';
import { mount as mountBars } from '../../../src/modules/bar-counters/index';
import type { ModuleContext } from '../../../src/core/types';

describe('number format (the separator every 3 digits)', () => {
  it('groups the integer part with the separator', () => {
    expect(formatNumber(1234567, ',')).toBe('1,234,567');
    expect(formatNumber(1234567, '')).toBe('1234567');
    expect(formatNumber(1234567, ' ')).toBe('1 234 567');
    expect(formatNumber(100000, '.')).toBe('100.000');
    expect(formatNumber(999, ',')).toBe('999');
    expect(formatNumber(1000, ',')).toBe('1,000');
    expect(formatNumber(0, ',')).toBe('0');
  });

  it('rounds to the decimals of the value and never groups decimals', () => {
    expect(formatNumber(1234.6, ',')).toBe('1,235');
    expect(formatNumber(1234.5678, ',', 4)).toBe('1,234.5678');
    expect(formatNumber(12.5, ',', 2)).toBe('12.50');
  });

  it('keeps the sign of negative numbers, but not of a negative zero', () => {
    expect(formatNumber(-1234, ',')).toBe('-1,234');
    expect(formatNumber(-0.4, ',')).toBe('0');
  });

  it('reads the decimals written in data-number-value', () => {
    expect(decimalsOf('1234')).toBe(0);
    expect(decimalsOf('12.50')).toBe(2);
    expect(decimalsOf('0.125')).toBe(3);
  });
});

describe('padding a counting number to its final width', () => {
  it('pads missing digits with figure spaces and missing separators with punctuation spaces', () => {
    expect(padLike('12', '1,234')).toBe('\u2007\u2008\u2007' + '12');
    expect(padLike('12,345', '1,234,567')).toBe('\u2007\u2008\u2007' + '12,345');
    expect(padLike('0', '100')).toBe('\u2007\u2007' + '0');
  });

  it('keeps the length of the final value, and leaves the final value alone', () => {
    for (const [n, final] of [['7', '1,234,567'], ['42', '2500'], ['9.5', '12.75']]) expect(padLike(n, final)).toHaveLength(final.length);
    expect(padLike('1,234', '1,234')).toBe('1,234');
    expect(padLike('12345', '99')).toBe('12345');
  });
});

describe('easing', () => {
  it('is easyPieChart default easeInOutQuad', () => {
    expect(easeInOutQuad(0)).toBe(0);
    expect(easeInOutQuad(0.25)).toBeCloseTo(0.125);
    expect(easeInOutQuad(0.5)).toBeCloseTo(0.5);
    expect(easeInOutQuad(0.75)).toBeCloseTo(0.875);
    expect(easeInOutQuad(1)).toBe(1);
  });
});

// ── a scheduler the test drives frame by frame ────────────────────────────────────────────────────────

type Job = (f: { now: number; delta: number }) => void;
function fakeCtx({ reducedMotion = false, builder = false } = {}) {
  const phases = ['read', 'update', 'write'] as const;
  const once = { read: new Set<Job>(), update: new Set<Job>(), write: new Set<Job>() };
  const kept = { read: new Set<Job>(), update: new Set<Job>(), write: new Set<Job>() };
  const add = (p: (typeof phases)[number]) => (job: Job, keep?: boolean) => ((keep ? kept : once)[p].add(job), () => cancel(job));
  const cancel = (job: Job) => phases.forEach((p) => (once[p].delete(job), kept[p].delete(job)));
  const waypoints: { el: Element; offset: string; cb: () => void }[] = [];
  const frame = { read: add('read'), update: add('update'), write: add('write'), cancel };
  const ctx = {
    reducedMotion,
    builder,
    scheduler: {
      frame,
      tween: tweenOn(frame),
      waypoint: (el: Element, offset: string, cb: () => void) => (waypoints.push({ el, offset, cb }), () => {}),
    },
  } as unknown as ModuleContext;
  return {
    ctx,
    waypoints,
    frame(now: number) {
      for (const p of phases) {
        const jobs = [...once[p]];
        once[p].clear();
        jobs.forEach((j) => j({ now, delta: 16 }));
        kept[p].forEach((j) => j({ now, delta: 16 }));
      }
    },
    idle: () => phases.every((p) => !once[p].size && !kept[p].size),
  };
}

describe('tween on the frame loop', () => {
  it('steps with the eased progress for the whole duration, ends at exactly 1, then leaves the loop', () => {
    const f = fakeCtx();
    const seen: number[] = [];
    tween(f.ctx, 1800, (e) => seen.push(e));
    f.frame(1000); // the first frame is the start
    f.frame(1450); // a quarter in
    f.frame(1900);
    f.frame(2350);
    expect(f.idle()).toBe(false);
    f.frame(2800 + 5);
    expect(seen).toEqual([0, easeInOutQuad(0.25), 0.5, easeInOutQuad(0.75), 1]);
    expect(f.idle()).toBe(true);
  });

  it('writes the end state in one frame for reduced motion', () => {
    const f = fakeCtx({ reducedMotion: true });
    const seen: number[] = [];
    tween(f.ctx, 1800, (e) => seen.push(e));
    f.frame(1000);
    expect(seen).toEqual([1]);
    expect(f.idle()).toBe(true);
  });

  it('writes the end state in one frame in the builder preview', () => {
    const f = fakeCtx({ builder: true });
    const seen: number[] = [];
    tween(f.ctx, 1800, (e) => seen.push(e));
    f.frame(1000);
    expect(seen).toEqual([1]);
  });

  it('stops when cancelled', () => {
    const f = fakeCtx();
    const seen: number[] = [];
    const stop = tween(f.ctx, 1800, (e) => seen.push(e));
    f.frame(0);
    stop();
    f.frame(900);
    expect(seen).toEqual([0]);
    expect(f.idle()).toBe(true);
  });
});

// ── waypoints ─────────────────────────────────────────────────────────────────────────────────────────

function page(rowsPerSection: number[]): HTMLElement[] {
  document.body.innerHTML = rowsPerSection
    .map((rows) => `<div class="et_pb_section">${'<div class="et_pb_row"><div class="et_pb_column"><div class="m"></div></div></div>'.repeat(rows)}</div>`)
    .join('');
  return [...document.querySelectorAll<HTMLElement>('.m')];
}

describe('where a counter starts', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it("uses 'bottom-in-view' only for the last row of the last section", () => {
    const mods = page([2, 2]);
    expect(mods.map(inLastRowOfLastSection)).toEqual([false, false, false, true]);
    const f = fakeCtx();
    mods.forEach((m) => startAtWaypoint(m, f.ctx, () => {}));
    expect(f.waypoints.map((w) => w.offset)).toEqual(['100%', '100%', '100%', 'bottom-in-view']);
  });

  it("uses '100%' outside any section", () => {
    document.body.innerHTML = '<div class="m"></div>';
    expect(inLastRowOfLastSection(document.querySelector('.m')!)).toBe(false);
  });
});

// ── number counter on its markup ─────────────────────────────────────────────────────────────────────

function numberCounter(value: string, separator = ','): HTMLElement {
  document.body.innerHTML = `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_module et_pb_number_counter" data-number-value="${value}" data-number-separator="${separator}"><div class="percent"><p><span class="percent-value"></span><span class="percent-sign"></span></p></div><h3 class="title">T</h3></div></div></div><div class="et_pb_section"></div>`;
  return document.querySelector('.et_pb_number_counter')!;
}

describe('number counter', () => {
  afterEach(() => (document.body.innerHTML = ''));
  const value = (root: HTMLElement) => root.querySelector('.percent-value')!.textContent;

  it('shows 0 (as wide as the final value) until its waypoint, then counts up and ends on the formatted value', () => {
    const f = fakeCtx();
    const root = numberCounter('1234567');
    mountNumber(root, f.ctx);
    f.frame(0);
    expect(value(root)).toBe(padLike('0', '1,234,567'));
    expect(root.classList.contains('active')).toBe(false);
    expect(f.waypoints).toHaveLength(1);
    expect(f.waypoints[0].offset).toBe('100%');

    f.waypoints[0].cb();
    f.frame(1000);
    expect(root.classList.contains('active')).toBe(true);
    f.frame(1900); // half way: easeInOutQuad(0.5) = 0.5
    expect(value(root)).toBe(padLike('617,284', '1,234,567'));
    expect(value(root)).toHaveLength('1,234,567'.length);
    f.frame(2800);
    expect(value(root)).toBe('1,234,567');
    expect(f.idle()).toBe(true);
  });

  it('shows the final value in the first frame after the waypoint with reduced motion', () => {
    const f = fakeCtx({ reducedMotion: true });
    const root = numberCounter('2500', '');
    mountNumber(root, f.ctx);
    f.waypoints[0].cb();
    f.frame(0);
    expect(value(root)).toBe('2500');
    expect(root.classList.contains('active')).toBe(true);
  });

  it('keeps the decimals of the value', () => {
    const f = fakeCtx({ reducedMotion: true });
    const root = numberCounter('1234.50');
    mountNumber(root, f.ctx);
    f.waypoints[0].cb();
    f.frame(0);
    expect(value(root)).toBe('1,234.50');
  });

  it('clamps a value written with more than 100 decimals to 100, with a warning, and still counts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const f = fakeCtx({ reducedMotion: true });
    const root = numberCounter(`7.${'1'.repeat(150)}`, '');
    mountNumber(root, f.ctx);
    f.waypoints[0].cb();
    f.frame(0);
    expect(value(root)).toMatch(/^7\.\d{100}$/);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('starts over with the new value when multi-view changes it for the device mode, and stops on cleanup', () => {
    const f = fakeCtx({ reducedMotion: true });
    const root = numberCounter('100', '');
    const cleanup = mountNumber(root, f.ctx) as () => void;
    f.waypoints[0].cb();
    f.frame(0);
    expect(value(root)).toBe('100');
    root.setAttribute('data-number-value', '2500');
    root.dispatchEvent(new CustomEvent('lightpage:multiview', { bubbles: true }));
    // It had begun: it counts again at once, with no second waypoint to wait for.
    f.frame(16);
    expect(value(root)).toBe('2500');
    expect(f.waypoints).toHaveLength(1);
    cleanup();
    root.setAttribute('data-number-value', '7');
    root.dispatchEvent(new CustomEvent('lightpage:multiview', { bubbles: true }));
    f.frame(32);
    expect(value(root)).toBe('2500');
  });

  it('changed by multi-view before its waypoint, it still waits for the waypoint, then counts to the new value', () => {
    const f = fakeCtx({ reducedMotion: true });
    const root = numberCounter('100', '');
    mountNumber(root, f.ctx);
    root.setAttribute('data-number-value', '40');
    root.dispatchEvent(new CustomEvent('lightpage:multiview', { bubbles: true }));
    f.frame(0);
    expect(root.classList.contains('active')).toBe(false);
    f.waypoints.at(-1)!.cb();
    f.frame(16);
    expect(value(root)).toBe('40');
  });

  it('warns and leaves the markup alone for a value that is not a number', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const f = fakeCtx();
    const root = numberCounter('lots');
    expect(mountNumber(root, f.ctx)).toBeUndefined();
    expect(f.waypoints).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

// ── bar counters on their markup ─────────────────────────────────────────────────────────────────────

describe('bar counters', () => {
  afterEach(() => (document.body.innerHTML = ''));

  function barsMarkup(...widths: string[]): HTMLElement {
    document.body.innerHTML = `<ul class="et_pb_module et_pb_counters">${widths
      .map((w, i) => `<li class="et_pb_counter_${i}"><span class="et_pb_counter_title">T</span><span class="et_pb_counter_container"><span class="et_pb_counter_amount" data-width="${w}"><span class="et_pb_counter_amount_number">${w}</span></span></span></li>`)
      .join('')}</ul>`;
    return document.querySelector('.et_pb_counters')!;
  }
  const amounts = () => [...document.querySelectorAll<HTMLElement>('.et_pb_counter_amount')];

  it('sets width parseFloat(data-width) % at the waypoint, revealed from the left by a clip that ends removed', () => {
    const f = fakeCtx();
    mountBars(barsMarkup('70%', '35.5'), f.ctx);
    expect(f.waypoints).toHaveLength(2);
    f.frame(0);
    expect(amounts().map((a) => a.style.width)).toEqual(['', '']);

    f.waypoints[0].cb();
    f.frame(1000);
    const [bar] = amounts();
    expect(bar.style.width).toBe('70%');
    expect(bar.style.clipPath).toMatch(/^inset\(0(px)? 100(\.00)?% 0(px)? 0(px)?\)$/);
    f.frame(1900);
    expect(bar.style.clipPath).toMatch(/^inset\(0(px)? 50(\.00)?% 0(px)? 0(px)?\)$/);
    f.frame(2800);
    expect(bar.style.clipPath).toBe('');
    expect(amounts()[1].style.width).toBe(''); // its own waypoint has not fired yet
    f.waypoints[1].cb();
    f.frame(3000);
    expect(amounts()[1].style.width).toBe('35.5%');
  });

  it('warns about a bar without a numeric data-width and still runs the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const f = fakeCtx({ reducedMotion: true });
    mountBars(barsMarkup('wide', '50%'), f.ctx);
    expect(warn).toHaveBeenCalledOnce();
    expect(f.waypoints).toHaveLength(1);
    f.waypoints[0].cb();
    f.frame(0);
    expect(amounts().map((a) => a.style.width)).toEqual(['', '50%']);
    expect(amounts()[1].style.clipPath).toBe('');
    warn.mockRestore();
  });
});
