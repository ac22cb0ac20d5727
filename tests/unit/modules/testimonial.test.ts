// The testimonial portrait indent by window width and column type.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indentFor } from '../../../src/modules/testimonial/rules';
import { mount } from '../../../src/modules/testimonial/index';
import type { ModuleContext } from '../../../src/core/types';

describe('testimonial indent rule', () => {
  it('indents by the portrait width on desktops, except in narrow columns (1/3 included)', () => {
    expect(indentFor(1280, ['et_pb_column', 'et_pb_column_4_4'], 120)).toEqual({ margin: 120, shrinkPortrait: true });
    expect(indentFor(1280, ['et_pb_column_1_2'], 90)).toEqual({ margin: 90, shrinkPortrait: false });
    for (const c of ['et_pb_column_1_3', 'et_pb_column_1_4', 'et_pb_column_1_5', 'et_pb_column_1_6', 'et_pb_column_2_5', 'et_pb_column_3_8']) {
      expect(indentFor(960, [c], 90).margin).toBe(0);
    }
  });
  it('from 768 to 959 px a one-third column is wide enough again, and portraits are left as they are', () => {
    expect(indentFor(959, ['et_pb_column_1_3'], 120)).toEqual({ margin: 120, shrinkPortrait: false });
    expect(indentFor(768, ['et_pb_column_1_4'], 90)).toEqual({ margin: 0, shrinkPortrait: false });
  });
  it('removes the indent on phones (767 px and narrower)', () => {
    expect(indentFor(767, ['et_pb_column_4_4'], 90)).toEqual({ margin: null, shrinkPortrait: false });
  });
});

describe('testimonial mount', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  function setup(width: number, column = 'et_pb_column_4_4') {
    document.body.innerHTML = `<div class="et_pb_column ${column}"><div class="et_pb_module et_pb_testimonial"><div class="et_pb_testimonial_portrait" style="margin-right:30px"></div><div class="et_pb_testimonial_description" style="margin-left:7px"><p>Quote</p></div></div></div>`;
    const root = document.querySelector<HTMLElement>('.et_pb_testimonial')!;
    const portrait = root.querySelector<HTMLElement>('.et_pb_testimonial_portrait')!;
    const description = root.querySelector<HTMLElement>('.et_pb_testimonial_description')!;
    vi.spyOn(root, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    vi.spyOn(portrait, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    vi.spyOn(portrait, 'offsetWidth', 'get').mockReturnValue(90);
    const jobs: (() => void)[] = [];
    let resize: (() => void) | undefined;
    const viewport = { width, height: 800, scrollY: 0 };
    const ctx = {
      scheduler: {
        viewport,
        frame: { read: (j: () => void) => jobs.push(j), write: (j: () => void) => jobs.push(j) },
        onResizeEnd: (fn: () => void) => ((resize = fn), () => (resize = undefined)),
      },
    } as unknown as ModuleContext;
    const cleanup = mount(root, ctx);
    const run = () => {
      while (jobs.length) jobs.shift()!();
    };
    return { description, run, viewport, resize: () => resize?.(), cleanup };
  }

  it('sets the margin from the portrait outer width on the frame loop, and follows the settled width', () => {
    const t = setup(1280);
    expect(t.description.style.marginLeft).toBe('7px');
    t.run();
    expect(t.description.style.marginLeft).toBe('120px');
    t.viewport.width = 600;
    t.resize();
    t.run();
    expect(t.description.style.marginLeft).toBe('');
    (t.cleanup as () => void)();
  });

  it('gives no indent in a narrow column on desktops', () => {
    const t = setup(1280, 'et_pb_column_1_4');
    t.run();
    expect(t.description.style.marginLeft).toBe('0px');
  });
});
