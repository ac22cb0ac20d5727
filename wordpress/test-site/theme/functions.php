<?php
/**
 * The test theme: Divi's header markup, the demo modules' markup, and Divi's way of printing its settings
 * (wp_localize_script on its front-end handle `divi-custom-script`, which depends on jQuery).
 */

function lightpage_test_demo() {
	static $demo = null;
	if ( null === $demo ) {
		$file = __DIR__ . '/demo.json';
		$demo = is_readable( $file ) ? json_decode( file_get_contents( $file ), true ) : array( 'content' => '', 'css' => '', 'bodyClass' => '', 'globals' => array() );
	}
	return $demo;
}

// ?lp_tb_header=1 stands for a page whose header comes from Divi's Theme Builder: no theme header, and the
// plugin is told so (the site owner's filter).
function lightpage_test_tb_header() {
	return isset( $_GET['lp_tb_header'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
}
if ( lightpage_test_tb_header() ) {
	add_filter( 'lightpage_theme_header', '__return_false' );
}
// A module shortcode whose runtime module will never be built: a page using it must keep the theme's script.
add_filter( 'lightpage_module_chunks', function ( $chunks ) {
	return $chunks + array( 'et_pb_lp_unreplaced' => 'lp-never-built' );
} );

add_action( 'after_setup_theme', function () {
	add_theme_support( 'title-tag' );
} );

add_action( 'wp_enqueue_scripts', function () {
	wp_register_style( 'divi-style', false, array(), '0.1.0' );
	wp_enqueue_style( 'divi-style' );
	wp_add_inline_style( 'divi-style', lightpage_test_demo()['css'] );

	wp_enqueue_script( 'divi-custom-script', get_template_directory_uri() . '/js/theme.js', array( 'jquery' ), '0.1.0', true );
	$globals                           = lightpage_test_demo()['globals'];
	$globals['et_pb_custom']['ajaxurl'] = admin_url( 'admin-ajax.php' );
	$globals['et_pb_custom']['page_id'] = (string) get_queried_object_id();
	foreach ( array( 'et_pb_custom', 'et_frontend_scripts', 'et_builder_utils_params', 'DIVI', 'et_pb_box_shadow_elements' ) as $name ) {
		if ( isset( $globals[ $name ] ) ) {
			wp_localize_script( 'divi-custom-script', $name, $globals[ $name ] );
		}
	}
	// The Divi Builder plugin's handle, in the head, with settings of its own.
	wp_enqueue_script( 'et-builder-modules-script', get_template_directory_uri() . '/js/builder-modules.js', array( 'jquery' ), '0.1.0', false );
	wp_localize_script( 'et-builder-modules-script', 'et_pb_motion_elements', array( 'desktop' => array(), 'tablet' => array(), 'phone' => array() ) );
	// A plugin script that needs jQuery (tests: jQuery must then stay on the page).
	if ( isset( $_GET['lp_needs_jquery'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		wp_enqueue_script( 'lp-needs-jquery', get_template_directory_uri() . '/js/needs-jquery.js', array( 'jquery' ), '0.1.0', true );
	}
	// A developer's page that uses wp.apiFetch (the plugin may serve Lightpage's client under that handle).
	if ( is_page( 'rest-client' ) ) {
		wp_enqueue_script( 'wp-api-fetch' );
	}
} );

// Divi prints these two in the footer on their own, not on its script handle.
add_action( 'wp_footer', function () {
	$globals = lightpage_test_demo()['globals'];
	$out     = '';
	foreach ( array( 'et_animation_data', 'et_link_options_data' ) as $name ) {
		$out .= 'var ' . $name . ' = ' . wp_json_encode( isset( $globals[ $name ] ) ? $globals[ $name ] : array() ) . ";\n";
	}
	echo "<script>\n" . $out . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- JSON
}, 5 );

add_filter( 'body_class', function ( $classes ) {
	$extra = array( 'et_pb_button_helper_class', 'et_fixed_nav', 'et_show_nav', 'et_header_style_left', 'et_pb_gutters3', 'et_pb_pagebuilder_layout', 'et_no_sidebar', 'et_divi_theme', 'et-db' );
	return array_merge( $classes, $extra, array_filter( explode( ' ', lightpage_test_demo()['bodyClass'] ) ) );
} );
