<?php
/**
 * The visitor runtime on every front-end page; the builder build (real React) in the visual builder preview.
 */

defined( 'ABSPATH' ) || exit;

/** True in the visual builder preview (Divi marks it with et_fb in the query). */
function lightpage_is_builder_preview() {
	if ( function_exists( 'et_core_is_fb_enabled' ) ) {
		return (bool) et_core_is_fb_enabled();
	}
	return isset( $_GET['et_fb'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only switch
}

/** True on pages where Lightpage runs: the public front end, not the admin, feeds or the customizer. */
function lightpage_is_front_end() {
	return ! is_admin() && ! is_feed() && ! is_customize_preview() && ! wp_doing_ajax();
}

function lightpage_enqueue_runtime() {
	if ( ! lightpage_is_front_end() ) {
		return;
	}
	$builder = lightpage_is_builder_preview();
	// A visitor page the runtime cannot fully take over keeps the theme's script, and only that.
	if ( ! $builder && ! lightpage_takes_over() ) {
		return;
	}
	$build = $builder ? 'builder' : 'frontend';
	if ( ! lightpage_has( $build . '/boot.js' ) ) {
		return;
	}
	lightpage_enqueue_module( 'lightpage', $build . '/boot.js' );
}
add_action( 'wp_enqueue_scripts', 'lightpage_enqueue_runtime', 20 );
