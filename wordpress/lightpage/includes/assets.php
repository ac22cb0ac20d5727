<?php
/**
 * Where the built files are, and how an ES module is put on the page on every supported WordPress:
 * a script module on 6.5 and later, a classic handle printed as <script type="module"> below.
 */

defined( 'ABSPATH' ) || exit;

/** Directory of the build (with a trailing slash). */
function lightpage_dist_dir() {
	$dir = defined( 'LIGHTPAGE_DIST_DIR' ) ? LIGHTPAGE_DIST_DIR : plugin_dir_path( LIGHTPAGE_FILE ) . 'dist/';
	return trailingslashit( apply_filters( 'lightpage_dist_dir', $dir ) );
}

/** URL of the build (with a trailing slash). Chunks load relative to their entry, so keep its folders. */
function lightpage_dist_url() {
	$url = defined( 'LIGHTPAGE_DIST_URL' ) ? LIGHTPAGE_DIST_URL : plugins_url( 'dist/', LIGHTPAGE_FILE );
	return trailingslashit( apply_filters( 'lightpage_dist_url', $url ) );
}

/** True when the build has this file (a plugin installed without its build must not break the site). */
function lightpage_has( $file ) {
	return is_readable( lightpage_dist_dir() . $file );
}

/** Cache-busting version of a built file: its modification time. */
function lightpage_version( $file ) {
	$time = @filemtime( lightpage_dist_dir() . $file );
	return $time ? LIGHTPAGE_VERSION . '.' . $time : LIGHTPAGE_VERSION;
}

/** True where WordPress has the Script Modules API (6.5 and later). */
function lightpage_has_script_modules() {
	return function_exists( 'wp_register_script_module' ) && function_exists( 'wp_enqueue_script_module' );
}

/** Classic handles to print as type="module" (the fallback below 6.5, and modules that need classic deps). */
function lightpage_module_handles( $add = null ) {
	static $handles = array();
	if ( null !== $add ) {
		$handles[ $add ] = true;
	}
	return $handles;
}

/**
 * Enqueues a built ES module. $deps are classic script handles it needs on the page first (a script module
 * cannot depend on classic scripts, so a module with deps always goes the classic way).
 */
function lightpage_enqueue_module( $handle, $file, $deps = array() ) {
	$src = lightpage_dist_url() . $file;
	$ver = lightpage_version( $file );
	if ( lightpage_has_script_modules() && ! $deps ) {
		wp_register_script_module( $handle, $src, array(), $ver );
		wp_enqueue_script_module( $handle );
		return 'module';
	}
	wp_enqueue_script( $handle, $src, $deps, $ver, true );
	lightpage_module_handles( $handle );
	return 'script';
}

/** Prints the fallback handles as modules: type="module" in place of any type WordPress printed. */
function lightpage_module_tag( $tag, $handle ) {
	if ( ! isset( lightpage_module_handles()[ $handle ] ) ) {
		return $tag;
	}
	$tag = preg_replace( '/\stype=([\'"])text\/javascript\1/', '', $tag );
	return preg_replace( '/<script(?=[\s>])(?![^>]*\btype=)([^>]*\bsrc=)/', '<script type="module"$1', $tag );
}
add_filter( 'script_loader_tag', 'lightpage_module_tag', 10, 2 );
