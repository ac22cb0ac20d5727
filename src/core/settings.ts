// Typed reading of the theme's server globals (divi-markup §4.16). wp_localize_script stringifies
// top-level scalars, so booleans arrive as "1" or "" (or "yes"/"no", "on"/""), numbers as strings. A
// missing global gives defaults; a malformed one gives defaults and a console warning, never an exception.
// (et_animation_data is read by the animation module, et_link_options_data by core/link-options.)
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
  /** et_pb_box_shadow_elements: selectors. */
  boxShadowElements: string[];
  /**
   * Every et_pb_custom string or number as printed, by its theme name: the localised messages
   * (subscription_failed, fill_message, contact_error_message, invalid, captcha, prev, previous, next,
   * wrong_captcha, wrong_checkbox) and the rest.
   */
  strings: Record<string, string>;
}

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => !!v && typeof v === 'object' && !Array.isArray(v);
const warn = (name: string, what: string) => console.warn(`[lightpage] ${name} is not ${what}; using defaults`);

/** A global object, or {} (with a warning when it is there but is not an object). */
function object(win: Loose, name: string): Loose {
  const v = win[name];
  if (isObject(v)) return v;
  if (v !== undefined) warn(name, 'an object');
  return {};
}

/** A global array of the items that pass `keep`, or [] (with a warning when it is not an array). */
function list<T>(win: Loose, name: string, keep: (v: unknown) => v is T): T[] {
  const v = win[name];
  if (Array.isArray(v)) return v.filter(keep);
  if (v !== undefined) warn(name, 'an array');
  return [];
}

const strings = (o: Loose) => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(o)) if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
  return out;
};

export function readSettings(win: Loose = window as unknown as Loose): Settings {
  const s = strings(object(win, 'et_pb_custom'));
  const divi = strings(object(win, 'DIVI'));
  const raw = win.et_pb_custom as Loose | undefined;
  const tests = isObject(raw) && Array.isArray(raw.ab_tests) ? raw.ab_tests : [];
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
      tests: tests.filter(isObject).map((t) => ({ postId: Number(t.post_id) || 0, testId: String(t.test_id ?? '') })),
      uniqueTestId: s.unique_test_id || '',
      bounceRate: bounce >= 0 ? bounce : 5,
      cachePluginActive: s.is_cache_plugin_active === 'yes',
      shortcodeTracking: s.is_shortcode_tracking === 'on',
    },
    itemCount: divi.item_count || '%d Item',
    itemsCount: divi.items_count || '%d Items',
    boxShadowElements: list(win, 'et_pb_box_shadow_elements', (v): v is string => typeof v === 'string' && !!v),
    strings: s,
  };
}
