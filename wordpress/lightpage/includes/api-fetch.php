<?php
/**
 * Optionally serves Lightpage's REST client under the `wp-api-fetch` handle, as a classic script that
 * defines wp.apiFetch. WordPress's own inline set-up after that handle (root URL, nonce, media upload and
 * nonce endpoint) then configures it, and every script that depends on wp-api-fetch gets it.
 * Off by default: turn it on with define( 'LIGHTPAGE_REPLACE_API_FETCH', true ) or the
 * lightpage_replace_api_fetch filter. Only on the front end: the block editor keeps WordPress's own.
 */

defined( 'ABSPATH' ) || exit;

function lightpage_replaces_api_fetch() {
	$on = defined( 'LIGHTPAGE_REPLACE_API_FETCH' ) && LIGHTPAGE_REPLACE_API_FETCH;
	return (bool) apply_filters( 'lightpage_replace_api_fetch', $on ) && ! is_admin() && lightpage_has( 'wordpress/api-fetch.js' );
}

/** @param WP_Scripts $scripts */
function lightpage_swap_api_fetch( $scripts ) {
	if ( ! isset( $scripts->registered['wp-api-fetch'] ) || ! lightpage_replaces_api_fetch() ) {
		return;
	}
	$item      = $scripts->registered['wp-api-fetch'];
	$item->src = lightpage_dist_url() . 'wordpress/api-fetch.js';
	$item->ver = lightpage_version( 'wordpress/api-fetch.js' );
	// Ours needs neither wp-i18n nor wp-url; its messages follow <html lang>. No translations to print,
	// which would call wp.i18n without loading it.
	$item->deps       = array();
	$item->textdomain = null;
}
// After WordPress registered its packages and their inline set-up (priority 10).
add_action( 'wp_default_scripts', 'lightpage_swap_api_fetch', 20 );
