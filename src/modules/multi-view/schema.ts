// The data-et-multi-view schema (divi-markup §4.15): per context (content, attrs, styles, classes,
// visibility) a value for desktop, tablet, phone and hover. Pure rules: parsing, device fallbacks, the
// state for a mode, and which attributes are safe to set.
import type { DeviceMode } from '../../core/types';

export type Context = 'content' | 'attrs' | 'styles' | 'classes' | 'visibility';
export type Values = Partial<Record<DeviceMode | 'hover', unknown>>;

export interface MultiView {
  slug: string;
  schema: Partial<Record<Context, Values>>;
  target?: string;
  hoverSelector?: string;
}

export interface State {
  content?: string;
  attrs: Record<string, string>;
  styles: Record<string, string>;
  add: string[];
  remove: string[];
  visible?: boolean;
}

const CONTEXTS: Context[] = ['content', 'attrs', 'styles', 'classes', 'visibility'];
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const has = (v: unknown) => v !== undefined && v !== null;

/** The attribute value (already HTML-unescaped by the parser); null when it is not a usable schema. */
export function parseMultiView(raw: string | null): MultiView | null {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? '');
  } catch {
    return null;
  }
  if (!isObject(data) || !isObject(data.schema)) return null;
  const schema: MultiView['schema'] = {};
  for (const c of CONTEXTS) if (isObject(data.schema[c])) schema[c] = data.schema[c] as Values;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return { slug: String(data.slug ?? ''), schema, target: str(data.target), hoverSelector: str(data.hover_selector) };
}

/** The value for a device: tablet falls back to desktop; phone to tablet, then desktop. Hover falls back to the device's. */
export function valueFor(values: Values | undefined, device: DeviceMode, hovered = false): unknown {
  if (!values) return undefined;
  if (hovered && has(values.hover)) return values.hover;
  const chain: DeviceMode[] = device === 'phone' ? ['phone', 'tablet', 'desktop'] : device === 'tablet' ? ['tablet', 'desktop'] : ['desktop'];
  for (const d of chain) if (has(values[d])) return values[d];
}

export const hasHover = (mv: MultiView): boolean => Object.values(mv.schema).some((v) => has(v?.hover));

/** "visible" / true / "on" / "1" show; "hidden" / false / "off" / "0" / "" hide; anything else says nothing. */
export function isVisible(v: unknown): boolean | undefined {
  if (v === true || v === 'visible' || v === 'on' || v === '1' || v === 1) return true;
  if (v === false || v === 'hidden' || v === 'off' || v === '0' || v === 0 || v === '') return false;
}

const names = (v: unknown): string[] =>
  (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : typeof v === 'string' ? [v] : []).flatMap((x: string) => x.split(/\s+/)).filter(Boolean);

function strings(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isObject(v)) for (const [k, x] of Object.entries(v)) if (typeof x === 'string' || typeof x === 'number') out[k] = String(x);
  return out;
}

/** Everything to apply for a device, in hover state or not. */
export function stateFor(mv: MultiView, device: DeviceMode, hovered: boolean): State {
  const at = (c: Context) => valueFor(mv.schema[c], device, hovered);
  const content = at('content');
  const classes = at('classes');
  return {
    content: typeof content === 'string' ? content : undefined,
    attrs: strings(at('attrs')),
    styles: strings(at('styles')),
    add: isObject(classes) ? names(classes.add) : [],
    remove: isObject(classes) ? names(classes.remove) : [],
    visible: isVisible(at('visibility')),
  };
}

/** Every key a context sets in any mode, so a key a mode leaves out can be put back as the server had it. */
export function keysOf(values: Values | undefined, pick: (v: unknown) => string[] = (v) => Object.keys(strings(v))): string[] {
  return [...new Set(Object.values(values ?? {}).flatMap(pick))];
}

/** Classes any mode adds or removes. */
export const touchedClasses = (mv: MultiView): string[] => keysOf(mv.schema.classes, (v) => (isObject(v) ? [...names(v.add), ...names(v.remove)] : []));

// Event handlers, inline frames' documents and script URLs are never set from data.
const URL_SCHEME = /^[\s\u0000-\u001f]*([a-z][a-z0-9+.-]*):/i;
/** May this attribute be set from the schema? Refuses on* handlers, srcdoc, and javascript:/vbscript:/non-image data: URLs. */
export function isSafeAttr(name: string, value: string): boolean {
  if (!/^[a-z][\w:.-]*$/i.test(name) || /^on/i.test(name) || /^(srcdoc|style)$/i.test(name)) return false;
  const scheme = URL_SCHEME.exec(value.replace(/[\t\n\r]/g, ''))?.[1].toLowerCase();
  if (scheme === 'javascript' || scheme === 'vbscript') return false;
  return scheme !== 'data' || /^\s*data:image\/(png|gif|jpe?g|webp|avif|svg\+xml)[;,]/i.test(value);
}
