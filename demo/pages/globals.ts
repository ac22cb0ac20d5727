// The server globals, printed as the theme prints them (divi-markup §4.16): wp_localize_script
// stringifies top-level scalars, so every et_pb_custom value is a string.
export function baseGlobals(origin: string): Record<string, unknown> {
  return {
    DIVI: { item_count: '%d Item', items_count: '%d Items' },
    et_builder_utils_params: {
      condition: { diviTheme: true, extraTheme: false },
      scrollLocations: ['app', 'top'],
      builderScrollLocations: { desktop: 'app', tablet: 'app', phone: 'app' },
      onloadScrollLocation: 'app',
      builderType: 'fe',
    },
    et_frontend_scripts: { builderCssContainerPrefix: '#et-boc', builderCssLayoutPrefix: '#et-boc .et-l' },
    et_pb_custom: {
      ajaxurl: `${origin}/wp-admin/admin-ajax.php`,
      images_uri: `${origin}/wp-content/themes/Divi/images`,
      builder_images_uri: `${origin}/wp-content/themes/Divi/includes/builder/images`,
      et_frontend_nonce: 'fe-nonce-1a2b3c',
      subscription_failed: 'Please, check the fields below to make sure you entered the correct information.',
      et_ab_log_nonce: 'ab-nonce-4d5e6f',
      fill_message: 'Please, fill in the following fields:',
      contact_error_message: 'Please, fix the following errors:',
      invalid: 'Invalid email',
      captcha: 'Captcha',
      prev: 'Prev',
      previous: 'Previous',
      next: 'Next',
      wrong_captcha: 'You entered the wrong number in captcha.',
      wrong_checkbox: 'Checkbox',
      ignore_waypoints: 'no',
      is_divi_theme_used: '1',
      widget_search_selector: '.widget_search',
      ab_tests: [],
      is_ab_testing_active: '',
      page_id: '11',
      unique_test_id: '',
      ab_bounce_rate: '5',
      is_cache_plugin_active: 'no',
      is_shortcode_tracking: '',
      tinymce_uri: `${origin}/wp-content/themes/Divi/includes/builder/frontend-builder/assets/vendors`,
      accent_color: '#2ea3f2',
      waypoints_options: [],
    },
    et_pb_box_shadow_elements: [],
    // Printed in the footer by the theme.
    et_animation_data: [],
    et_link_options_data: [],
    wpApiSettings: { root: `${origin}/wp-json/`, nonce: 'rest-nonce-0', versionString: 'wp/v2/' },
  };
}

export function mergeGlobals(into: Record<string, unknown>, add: Record<string, unknown> = {}): void {
  for (const [k, v] of Object.entries(add)) {
    const cur = into[k];
    if (Array.isArray(cur) && Array.isArray(v)) into[k] = [...cur, ...v];
    else if (cur && v && typeof cur === 'object' && typeof v === 'object') into[k] = { ...cur, ...v };
    else into[k] = v;
  }
}

/** `var name = {...};` lines; `<` is escaped so no value can close the script element. */
export function printGlobals(globals: Record<string, unknown>): string {
  return Object.entries(globals)
    .map(([k, v]) => `var ${k} = ${JSON.stringify(v).replace(/</g, '\\u003c')};`)
    .join('\n');
}
