<?php
/**
 * What the runtime replaces on this page. The theme's script goes only where the build has a module for every
 * part of the page that needs script: the theme's header (phone menu, search) and each Divi module with
 * front-end behaviour in the page's content. Read from the build (dist/frontend/modules/<name>.js), so a page
 * switches over by itself once the module it waits for is built. On a page with a part the runtime lacks, the
 * plugin leaves the theme's script and jQuery alone and does not load the runtime (nothing runs twice).
 */

defined( 'ABSPATH' ) || exit;

/** Divi module shortcodes with front-end behaviour, and the runtime module that replaces each. */
function lightpage_module_chunks() {
	$chunks = array(
		'et_pb_tabs'                  => 'tabs',
		'et_pb_toggle'                => 'toggle',
		'et_pb_accordion'             => 'toggle',
		'et_pb_countdown_timer'       => 'countdown',
		'et_pb_number_counter'        => 'number-counter',
		'et_pb_circle_counter'        => 'circle-counter',
		'et_pb_counters'              => 'bar-counters',
		'et_pb_slider'                => 'slider',
		'et_pb_fullwidth_slider'      => 'slider',
		'et_pb_post_slider'           => 'slider',
		'et_pb_fullwidth_post_slider' => 'slider',
		'et_pb_video_slider'          => 'slider',
		'et_pb_gallery'               => 'gallery',
		'et_pb_filterable_portfolio'  => 'portfolio',
		'et_pb_portfolio'             => 'portfolio',
		'et_pb_fullwidth_portfolio'   => 'portfolio-carousel',
		'et_pb_blog'                  => 'ajax-pagination',
		'et_pb_contact_form'          => 'contact-form',
		'et_pb_signup'                => 'newsletter',
		'et_pb_map'                   => 'map',
		'et_pb_fullwidth_map'         => 'map',
		'et_pb_menu'                  => 'menu',
		'et_pb_fullwidth_menu'        => 'menu',
		'et_pb_testimonial'           => 'testimonial',
	);
	return (array) apply_filters( 'lightpage_module_chunks', $chunks );
}

/** Runtime modules this page needs: the theme header's, and those of the modules in its content. */
function lightpage_page_needs() {
	$needs = array();
	// The theme prints its header on every page unless a Theme Builder header replaces it.
	if ( apply_filters( 'lightpage_theme_header', true ) ) {
		$needs['theme header'] = 'theme-header';
	}
	$post = get_queried_object();
	if ( $post instanceof WP_Post && false !== strpos( $post->post_content, '[et_pb_' ) ) {
		foreach ( lightpage_module_chunks() as $tag => $chunk ) {
			if ( preg_match( '/\[' . preg_quote( $tag, '/' ) . '[\s\]\/]/', $post->post_content ) ) {
				$needs[ $tag ] = $chunk;
			}
		}
	}
	return $needs;
}

/** Parts of this page the build has no module for (part => module name); empty when the runtime replaces all. */
function lightpage_missing() {
	return array_filter(
		lightpage_page_needs(),
		function ( $chunk ) {
			return ! lightpage_has( 'frontend/modules/' . $chunk . '.js' );
		}
	);
}

/** Says in the page source why the theme's script stayed, for the developer looking. */
function lightpage_explain_kept() {
	if ( lightpage_is_front_end() && ! lightpage_is_builder_preview() && lightpage_has( 'frontend/boot.js' ) && lightpage_missing() ) {
		echo "\n<!-- Lightpage: the theme's script stays on this page; no runtime module yet for: " . esc_html( implode( ', ', array_keys( lightpage_missing() ) ) ) . " -->\n";
	}
}
add_action( 'wp_footer', 'lightpage_explain_kept', 1 );

/** True when the runtime replaces the theme's script on this visitor page. */
function lightpage_takes_over() {
	return lightpage_has( 'frontend/boot.js' ) && apply_filters( 'lightpage_replace_theme_script', true ) && ! lightpage_missing();
}
