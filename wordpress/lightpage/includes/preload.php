<?php
/**
 * <link rel="modulepreload"> in the head for the chunks boot asks for first, so they download with the page
 * instead of one round trip after boot: the runtime's files and the theme header's (boot loads both on every
 * page with the theme's header), and the animation module's when the page's first section animates (its
 * entrance is the first screen the visitor sees). The files come from the build's list
 * (dist/frontend/preload.json: each chunk name with the files loading it costs); the demo prints the same.
 */

defined( 'ABSPATH' ) || exit;

/** True when the first section of the post's content has a module, row or section with an entrance animation. */
function lightpage_first_section_animates( $content ) {
	if ( ! is_string( $content ) || false === strpos( $content, '[et_pb_section' ) ) {
		return false;
	}
	$start = strpos( $content, '[et_pb_section' );
	$end   = strpos( $content, '[/et_pb_section]', $start );
	$first = false === $end ? substr( $content, $start ) : substr( $content, $start, $end - $start );
	// The builder saves the animation as animation_style (and its _tablet / _phone variants); "none" is none.
	return (bool) preg_match( '/\banimation_style(?:_tablet|_phone)?="(?!none")[^"]+"/', $first );
}

/** Chunk names to preload on this visitor page (filter: lightpage_preload_chunks). */
function lightpage_preload_names() {
	$names = array( 'runtime' );
	if ( apply_filters( 'lightpage_theme_header', true ) ) {
		$names[] = 'theme-header';
	}
	$post = get_queried_object();
	if ( $post instanceof WP_Post && lightpage_first_section_animates( $post->post_content ) ) {
		$names[] = 'animation';
	}
	return (array) apply_filters( 'lightpage_preload_chunks', $names );
}

/** The build's list: chunk name => files (relative to dist/frontend/), or an empty array without one. */
function lightpage_preload_list() {
	if ( ! lightpage_has( 'frontend/preload.json' ) ) {
		return array();
	}
	$list = json_decode( (string) file_get_contents( lightpage_dist_dir() . 'frontend/preload.json' ), true );
	return is_array( $list ) ? $list : array();
}

/**
 * Prints the tags. The URLs are exactly those boot imports (its own folder, no query string), so the browser
 * takes the preloaded module and never asks twice.
 */
function lightpage_print_preloads() {
	if ( ! lightpage_is_front_end() || lightpage_is_builder_preview() || ! lightpage_has( 'frontend/boot.js' ) || ! lightpage_takes_over() ) {
		return;
	}
	$list  = lightpage_preload_list();
	$files = array();
	foreach ( lightpage_preload_names() as $name ) {
		foreach ( isset( $list[ $name ] ) && is_array( $list[ $name ] ) ? $list[ $name ] : array() as $file ) {
			if ( is_string( $file ) && preg_match( '#^[\w./-]+\.js$#', $file ) && false === strpos( $file, '..' ) ) {
				$files[ $file ] = true;
			}
		}
	}
	foreach ( array_keys( $files ) as $file ) {
		echo '<link rel="modulepreload" href="' . esc_url( lightpage_dist_url() . 'frontend/' . $file ) . '">' . "\n";
	}
}
add_action( 'wp_head', 'lightpage_print_preloads', 2 );
