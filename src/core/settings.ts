// Typed reading of the theme's server globals (divi-markup §4.16). wp_localize_script stringifies
// top-level scalars, so booleans arrive as "1" or "" and numbers as strings. A missing or broken
// global gives defaults, never an exception.
export interface Settings {
  ajaxurl: string;
  frontendNonce: string;
  abLogNonce: string;
  ignoreWaypoints: boolean;
  pageId: string;
  /** Every other et_pb_custom string (localised messages and the like), as printed. */
  strings: Record<string, string>;
}

type Loose = Record<string, unknown>;

function asObject(v: unknown): Loose {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {};
}

export function readSettings(win: Loose = window as unknown as Loose): Settings {
  const raw = asObject(win.et_pb_custom);
  if (win.et_pb_custom !== undefined && raw !== win.et_pb_custom) console.warn('[lightpage] et_pb_custom is not an object; using defaults');
  const strings: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string' || typeof v === 'number') strings[k] = String(v);
  return {
    ajaxurl: strings.ajaxurl || '/wp-admin/admin-ajax.php',
    frontendNonce: strings.et_frontend_nonce || '',
    abLogNonce: strings.et_ab_log_nonce || '',
    ignoreWaypoints: strings.ignore_waypoints === 'yes',
    pageId: strings.page_id || '',
    strings,
  };
}
