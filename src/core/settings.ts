// Typed reading of the theme's server globals (divi-markup §4.16). wp_localize_script stringifies
// top-level scalars, so booleans arrive as "1" or "" (or "yes"/"no", "on"/""), numbers as strings. A
// missing global gives defaults; a malformed one gives defaults and a console warning, never an exception.
// (et_animation_data is read by the animation module, et_link_options_data by core/link-options,
// et_pb_box_shadow_elements by the runtime and core/box-shadow.)
// A runtime part kept out of runtime.js, which a first paint of the theme header and tabs does not need: a
// module that reads ctx.settings, itself or through a core helper, re-exports the reader from its index.ts:
//   export { readSettings } from '../../core/settings';
// and the runtime reads the page's settings with it once, before the first such module's mount runs
// (core/mount); tests/unit/core/runtime-parts.test.ts checks that every module that reads them brings it.
// So a broken global is reported when the settings are first read.
export interface Settings {
  ajaxurl: string;
  frontendNonce: string;
  abLogNonce: string;
  /** ignore_waypoints === "yes": everything shows at once. */
  ignoreWaypoints: boolean;
  pageId: string;
  imagesUri: string;
  builderImagesUri: string;
  ab: {
    /** is_ab_testing_active is "1". */
    active: boolean;
    tests: { postId: number; testId: string }[];
    uniqueTestId: string;
    /** Seconds before read_page is logged (ab_bounce_rate, default 5). */
    bounceRate: number;
    cachePluginActive: boolean;
    shortcodeTracking: boolean;
  };
  /** DIVI.item_count / items_count: "%d Item" / "%d Items". */
  itemCount: string;
  itemsCount: string;
  /**
   * Every et_pb_custom string or number as printed, by its theme name: the localised messages
   * (subscription_failed, fill_message, contact_error_message, invalid, captcha, prev, previous, next,
   * wrong_captcha, wrong_checkbox) and the rest.
   */
  strings: Record<string, string>;
}

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * One global, read in isolation: `parse` gets its value and may throw (a getter or a Proxy left by a
 * misbehaving plugin throws on access); then, or when it is there but not `what`, the defaults and one
 * warning. One broken global costs its own values, never the others or the runtime.
 */
function read<T>(win: Loose, name: string, what: string, parse: (v: unknown) => T | undefined, fallback: T, quiet?: boolean): T {
  try {
    const v = win[name];
    const out = v === undefined ? fallback : parse(v);
    if (out !== undefined) return out;
  } catch {
    // Already reported where it was first read (the runtime's own reads of et_pb_custom): fall back quietly.
    if (quiet) return fallback;
  }
  console.warn(`[lightpage] ${name} is not ${what}; using defaults`);
  return fallback;
}

/** Every string or number property, as a string. */
const strings = (v: unknown) => {
  if (!isObject(v)) return;
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v)) if (typeof x === 'string' || typeof x === 'number') out[k] = String(x);
  return out;
};

/** `quiet`: a throwing et_pb_custom was already reported (core/context), so it is not reported again. */
export function readSettings(win: Loose = window as unknown as Loose, quiet?: boolean): Settings {
  let tests: Settings['ab']['tests'] = [];
  const s = read(win, 'et_pb_custom', 'an object', (v) => {
    const out = strings(v);
    const raw = out && (v as Loose).ab_tests;
    if (Array.isArray(raw)) tests = raw.filter(isObject).map((t) => ({ postId: Number(t.post_id) || 0, testId: String(t.test_id ?? '') }));
    return out;
  }, {} as Record<string, string>, quiet);
  const divi = read(win, 'DIVI', 'an object', strings, {} as Record<string, string>);
  const bounce = parseFloat(s.ab_bounce_rate);
  return {
    ajaxurl: s.ajaxurl || '/wp-admin/admin-ajax.php',
    frontendNonce: s.et_frontend_nonce || '',
    abLogNonce: s.et_ab_log_nonce || '',
    ignoreWaypoints: s.ignore_waypoints === 'yes',
    pageId: s.page_id || '',
    imagesUri: s.images_uri || '',
    builderImagesUri: s.builder_images_uri || '',
    ab: {
      active: !!s.is_ab_testing_active && s.is_ab_testing_active !== '0',
      tests,
      uniqueTestId: s.unique_test_id || '',
      bounceRate: bounce >= 0 ? bounce : 5,
      cachePluginActive: s.is_cache_plugin_active === 'yes',
      shortcodeTracking: s.is_shortcode_tracking === 'on',
    },
    itemCount: divi.item_count || '%d Item',
    itemsCount: divi.items_count || '%d Items',
    strings: s,
  };
}
