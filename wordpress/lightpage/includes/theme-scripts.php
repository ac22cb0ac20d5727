<?php
/**
 * Takes the theme's front-end script (and jQuery, when nothing else on the page asks for it) off the
 * visitor's page, since the runtime does their job. The theme attaches the settings the runtime reads
 * (et_pb_custom, et_frontend_scripts, et_builder_utils_params, DIVI, et_pb_box_shadow_elements, ...) to its
 * own handle with wp_localize_script, so those are printed on their own where the handle would have been.
 */

defined( 'ABSPATH' ) || exit;

/** The theme's front-end script handles the runtime replaces (Divi theme, Divi Builder plugin). */
function lightpage_theme_handles() {
	return (array) apply_filters( 'lightpage_theme_handles', array( 'divi-custom-script', 'et-builder-modules-script' ) );
}

/** Handles taken off this page, or one more to remember. */
function lightpage_dequeued( $add = null ) {
	static $handles = array();
	if ( null !== $add ) {
		$handles[] = $add;
	}
	return $handles;
}

/** True when a queued script other than those taken off needs $handle (directly or through its own deps). */
function lightpage_queue_needs( $handle ) {
	$scripts = wp_scripts();
	$seen    = array();
	$todo    = array_diff( $scripts->queue, lightpage_dequeued(), array( $handle ) );
	while ( $todo ) {
		$h = array_pop( $todo );
		if ( isset( $seen[ $h ] ) || ! isset( $scripts->registered[ $h ] ) ) {
			continue;
		}
		$seen[ $h ] = true;
		foreach ( $scripts->registered[ $h ]->deps as $dep ) {
			if ( $dep === $handle ) {
				return true;
			}
			$todo[] = $dep;
		}
	}
	return false;
}

/**
 * Only on visitor pages the runtime fully takes over (see coverage.php); never in the builder preview, which
 * needs the theme's scripts.
 */
function lightpage_dequeue_theme_scripts() {
	if ( ! lightpage_is_front_end() || lightpage_is_builder_preview() || ! lightpage_takes_over() ) {
		return;
	}
	foreach ( lightpage_theme_handles() as $handle ) {
		if ( wp_script_is( $handle, 'enqueued' ) ) {
			wp_dequeue_script( $handle );
			lightpage_dequeued( $handle );
		}
	}
	// jQuery goes only when no script still queued declares it as a dependency (one enqueued later pulls it
	// back in, as WordPress prints dependencies whatever the queue says).
	if ( lightpage_dequeued() && apply_filters( 'lightpage_dequeue_jquery', true ) && ! lightpage_queue_needs( 'jquery' ) ) {
		foreach ( array( 'jquery', 'jquery-core', 'jquery-migrate' ) as $handle ) {
			if ( wp_script_is( $handle, 'enqueued' ) ) {
				wp_dequeue_script( $handle );
				lightpage_dequeued( $handle );
			}
		}
	}
}
add_action( 'wp_enqueue_scripts', 'lightpage_dequeue_theme_scripts', 100 );

/**
 * Prints the settings (localized data and "before" inline scripts) of the handles taken off, for the
 * handles of this group (0 head, 1 footer), at the moment WordPress would have printed them.
 */
function lightpage_keep_theme_globals( $footer ) {
	$scripts = wp_scripts();
	$code    = array();
	foreach ( lightpage_dequeued() as $handle ) {
		if ( ! isset( $scripts->registered[ $handle ] ) || in_array( $handle, $scripts->done, true ) || lightpage_queue_needs( $handle ) ) {
			continue; // printed after all (or about to be), with its data, as some other script's dependency
		}
		$in_footer = (int) $scripts->get_data( $handle, 'group' ) > 0;
		if ( $in_footer !== $footer ) {
			continue;
		}
		$data = $scripts->get_data( $handle, 'data' );
		if ( $data ) {
			$code[] = $data;
		}
		$before = $scripts->get_data( $handle, 'before' );
		if ( is_array( $before ) ) {
			$code = array_merge( $code, array_filter( $before ) );
		}
	}
	if ( ! $code ) {
		return;
	}
	$keeper = $footer ? 'lightpage-theme-globals-footer' : 'lightpage-theme-globals';
	wp_register_script( $keeper, false, array(), LIGHTPAGE_VERSION, $footer );
	wp_add_inline_script( $keeper, implode( "\n", $code ), 'before' );
	wp_enqueue_script( $keeper );
}
add_action( 'wp_print_scripts', function () {
	if ( ! did_action( 'wp_print_footer_scripts' ) ) {
		lightpage_keep_theme_globals( false );
	}
} );
add_action( 'wp_print_footer_scripts', function () {
	lightpage_keep_theme_globals( true );
}, 5 );
