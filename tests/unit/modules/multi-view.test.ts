// The pure rules of multi-view (divi-markup §4.15): parsing the schema, device and hover fallbacks, the
// state for a mode, which attributes may be set; and the applier on a happy-dom element.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applier, HIDDEN } from '../../../src/modules/multi-view/apply';
import { hasHover, touchedClasses, isSafeAttr, isVisible, keysOf, parseMultiView, stateFor, valueFor } from '../../../src/modules/multi-view/schema';

describe('parsing data-et-multi-view', () => {
  it('reads the schema, slug, target and hover selector', () => {
    const mv = parseMultiView('{"schema":{"content":{"desktop":"<p>a</p>"},"bogus":{"desktop":1}},"slug":"et_pb_text","target":".inner","hover_selector":".et_pb_text_0"}');
    expect(mv).toEqual({ slug: 'et_pb_text', schema: { content: { desktop: '<p>a</p>' } }, target: '.inner', hoverSelector: '.et_pb_text_0' });
  });
  it('gives null for anything that is not a schema', () => {
    for (const bad of [null, '', '<p>html</p>', '{"schema":[]}', '[]', '{"slug":"x"}', '{"schema":"x"}', '{']) expect(parseMultiView(bad)).toBeNull();
  });
  it('drops contexts that are not objects', () => {
    expect(parseMultiView('{"schema":{"attrs":"src","styles":{"desktop":{"color":"red"}}}}')!.schema).toEqual({ styles: { desktop: { color: 'red' } } });
  });
});

describe('device fallbacks', () => {
  const all = { desktop: 'D', tablet: 'T', phone: 'P', hover: 'H' };
  it('each mode has its own value', () => {
    expect(valueFor(all, 'desktop')).toBe('D');
    expect(valueFor(all, 'tablet')).toBe('T');
    expect(valueFor(all, 'phone')).toBe('P');
  });
  it('tablet falls back to desktop', () => {
    expect(valueFor({ desktop: 'D', phone: 'P' }, 'tablet')).toBe('D');
  });
  it('phone falls back to tablet, then desktop', () => {
    expect(valueFor({ desktop: 'D', tablet: 'T' }, 'phone')).toBe('T');
    expect(valueFor({ desktop: 'D' }, 'phone')).toBe('D');
  });
  it('desktop never takes a tablet or phone value', () => {
    expect(valueFor({ tablet: 'T', phone: 'P' }, 'desktop')).toBeUndefined();
    expect(valueFor(undefined, 'desktop')).toBeUndefined();
  });
  it('hover wins while hovered, and falls back to the device value', () => {
    expect(valueFor(all, 'phone', true)).toBe('H');
    expect(valueFor({ desktop: 'D', tablet: 'T' }, 'phone', true)).toBe('T');
    expect(valueFor(all, 'tablet', false)).toBe('T');
  });
  it('an empty string is a value (empty content), null is not', () => {
    expect(valueFor({ desktop: 'D', tablet: '' }, 'tablet')).toBe('');
    expect(valueFor({ desktop: 'D', tablet: null }, 'tablet')).toBe('D');
  });
});

describe('state for a mode', () => {
  const mv = parseMultiView(JSON.stringify({
    slug: 'et_pb_blurb',
    schema: {
      content: { desktop: '<b>D</b>', phone: '<b>P</b>' },
      attrs: { desktop: { src: 'd.png', alt: 'D' }, tablet: { src: 't.png' } },
      styles: { desktop: { color: 'red' }, hover: { color: 'blue', 'font-size': 12 } },
      classes: { desktop: { add: ['a'], remove: 'b c' }, phone: { add: 'b', remove: ['a'] } },
      visibility: { desktop: 'visible', phone: 'hidden' },
    },
  }))!;
  it('desktop', () => {
    expect(stateFor(mv, 'desktop', false)).toEqual({ content: '<b>D</b>', attrs: { src: 'd.png', alt: 'D' }, styles: { color: 'red' }, add: ['a'], remove: ['b', 'c'], visible: true });
  });
  it('tablet takes the whole tablet value of a context, desktop for the rest', () => {
    expect(stateFor(mv, 'tablet', false)).toMatchObject({ content: '<b>D</b>', attrs: { src: 't.png' }, visible: true });
  });
  it('phone', () => {
    expect(stateFor(mv, 'phone', false)).toMatchObject({ content: '<b>P</b>', attrs: { src: 't.png' }, add: ['b'], remove: ['a'], visible: false });
  });
  it('hovered', () => {
    expect(stateFor(mv, 'desktop', true)).toMatchObject({ content: '<b>D</b>', styles: { color: 'blue', 'font-size': '12' } });
  });
  it('knows every key and added class, and whether it has a hover state', () => {
    expect(keysOf(mv.schema.attrs)).toEqual(['src', 'alt']);
    expect(keysOf(mv.schema.styles)).toEqual(['color', 'font-size']);
    expect(touchedClasses(mv)).toEqual(['a', 'b', 'c']);
    expect(hasHover(mv)).toBe(true);
    expect(hasHover(parseMultiView('{"schema":{"content":{"desktop":"x"}}}')!)).toBe(false);
  });
  it('visibility words', () => {
    for (const v of [true, 'visible', 'on', '1', 1]) expect(isVisible(v)).toBe(true);
    for (const v of [false, 'hidden', 'off', '0', 0, '']) expect(isVisible(v)).toBe(false);
    for (const v of [undefined, 'maybe', {}]) expect(isVisible(v)).toBeUndefined();
  });
});

describe('attributes from the schema', () => {
  it('allows ordinary attributes and URLs', () => {
    expect(isSafeAttr('src', '/a.png')).toBe(true);
    expect(isSafeAttr('href', 'https://example.com/?q=javascript:')).toBe(true);
    expect(isSafeAttr('alt', 'javascript is fun')).toBe(true);
    expect(isSafeAttr('data-foo', 'x')).toBe(true);
    expect(isSafeAttr('src', 'data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(isSafeAttr('xlink:href', '#icon')).toBe(true);
  });
  it('refuses event handlers, srcdoc, style and odd names', () => {
    for (const n of ['onclick', 'ONERROR', 'onload', 'srcdoc', 'style', '1x', 'a b', '']) expect(isSafeAttr(n, 'x')).toBe(false);
  });
  it('refuses script URLs however they are disguised, and data: URLs other than images', () => {
    for (const v of ['javascript:alert(1)', ' JavaScript:alert(1)', '\u0001javascript:x', 'java\tscript:x', 'vbscript:x', 'data:text/html,<script>', 'data:image/svg', 'data:,x']) {
      expect(isSafeAttr('href', v), v).toBe(false);
    }
  });
});

describe('applying a state', () => {
  afterEach(() => vi.restoreAllMocks());
  const make = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild as HTMLElement;
  };

  it('switches content, attributes, styles, classes and visibility, and puts back what the server had', () => {
    const el = make('<img src="d.png" alt="D" class="keep b" style="color: green">');
    const mv = parseMultiView(JSON.stringify({
      schema: {
        attrs: { desktop: { src: 'd.png', alt: 'D' }, phone: { src: 'p.png', title: 'P' } },
        styles: { phone: { 'border-color': 'red', color: 'blue' } },
        classes: { desktop: { add: ['a'] }, phone: { add: ['c'], remove: ['b'] } },
        visibility: { phone: 'hidden' },
      },
    }))!;
    const apply = applier(el, mv);
    apply(stateFor(mv, 'phone', false));
    expect([el.getAttribute('src'), el.getAttribute('alt'), el.getAttribute('title')]).toEqual(['p.png', 'D', 'P']);
    expect([el.style.getPropertyValue('border-color'), el.style.getPropertyValue('color')]).toEqual(['red', 'blue']);
    expect([...el.classList].sort()).toEqual(['c', HIDDEN, 'keep'].sort());
    apply(stateFor(mv, 'desktop', false));
    expect([el.getAttribute('src'), el.getAttribute('alt'), el.hasAttribute('title')]).toEqual(['d.png', 'D', false]);
    expect([el.style.getPropertyValue('border-color'), el.style.getPropertyValue('color')]).toEqual(['', 'green']);
    // b came from the server and only the phone removes it; a is desktop's; c was the phone's; desktop
    // says nothing about visibility, so it is as the server rendered it.
    expect([...el.classList].sort()).toEqual(['a', 'b', 'keep']);
  });

  it('replaces content only when it differs from what is shown (the server shows desktop)', () => {
    const el = make('<div><p id="server">D</p></div>');
    const mv = parseMultiView('{"schema":{"content":{"desktop":"<p>D</p>","tablet":"<p>T</p>"}}}')!;
    const apply = applier(el, mv);
    apply(stateFor(mv, 'desktop', false));
    expect(el.querySelector('#server')).not.toBeNull();
    apply(stateFor(mv, 'tablet', false));
    expect(el.innerHTML).toBe('<p>T</p>');
    apply(stateFor(mv, 'desktop', false));
    expect(el.innerHTML).toBe('<p>D</p>');
  });

  it('says whether anything changed, so modules with their own script can follow (the theme\'s custom handlers)', () => {
    const el = make('<div class="et_pb_number_counter" data-number-value="50"></div>');
    const mv = parseMultiView('{"slug":"et_pb_number_counter","schema":{"attrs":{"desktop":{"data-number-value":"50"},"phone":{"data-number-value":"75"}}}}')!;
    const apply = applier(el, mv);
    expect(apply(stateFor(mv, 'desktop', false))).toBe(false);
    expect(apply(stateFor(mv, 'phone', false))).toBe(true);
    expect(el.getAttribute('data-number-value')).toBe('75');
    expect(apply(stateFor(mv, 'phone', false))).toBe(false);
  });

  it('loads a video again when its source changes with the mode (the theme\'s video handler)', () => {
    const video = make('<video><source src="d.mp4" type="video/mp4"></video>') as HTMLVideoElement;
    const load = vi.spyOn(video, 'load').mockImplementation(() => {});
    const source = video.querySelector('source')!;
    const mv = parseMultiView('{"slug":"et_pb_video","schema":{"attrs":{"desktop":{"src":"d.mp4"},"phone":{"src":"p.mp4"}}}}')!;
    const apply = applier(source, mv);
    apply(stateFor(mv, 'desktop', false));
    expect(load).not.toHaveBeenCalled();
    apply(stateFor(mv, 'phone', false));
    expect(source.getAttribute('src')).toBe('p.mp4');
    expect(load).toHaveBeenCalledOnce();
  });

  it('refuses a dangerous attribute with a warning and sets the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = make('<a href="/ok">x</a>');
    const mv = parseMultiView('{"slug":"et_pb_button","schema":{"attrs":{"desktop":{"href":"/ok"},"phone":{"href":"javascript:alert(1)","onclick":"alert(1)","title":"fine"}}}}')!;
    applier(el, mv)(stateFor(mv, 'phone', false));
    expect(el.getAttribute('href')).toBe('/ok');
    expect(el.hasAttribute('onclick')).toBe(false);
    expect(el.getAttribute('title')).toBe('fine');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
