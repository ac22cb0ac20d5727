<?php
/**
 * Installs and configures the test site through WordPress's own functions (wp-cli is not packaged in
 * Debian bookworm). Run with php-cli: `php install.php install`, then `php install.php configure`
 * (separate processes: plugins do not load while WordPress is installing). Both are idempotent.
 */
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$step                   = isset( $argv[1] ) ? $argv[1] : '';

if ( 'install' === $step ) {
	define( 'WP_INSTALLING', true );
}
require '/usr/share/wordpress/wp-load.php';
// Pluggable: no "your new site" email (there is no mail server).
function wp_new_blog_notification() {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

const LP_POSTS = 250;

if ( 'install' === $step ) {
	if ( ! is_blog_installed() ) {
		wp_install( 'Lightpage test site', 'admin', 'admin@example.test', false, '', getenv( 'LP_WP_PASSWORD' ) ?: 'lightpage-admin' );
		echo "installed WordPress {$GLOBALS['wp_version']}\n";
	}
	exit( 0 );
}

if ( 'configure' !== $step ) {
	fwrite( STDERR, "usage: php install.php install|configure\n" );
	exit( 2 );
}

if ( get_option( 'permalink_structure' ) !== '/%postname%/' ) {
	update_option( 'permalink_structure', '/%postname%/' );
	flush_rewrite_rules( false );
}
if ( get_stylesheet() !== 'lightpage-test' ) {
	switch_theme( 'lightpage-test' );
}
if ( ! is_plugin_active( 'lightpage/lightpage.php' ) ) {
	$result = activate_plugin( 'lightpage/lightpage.php' );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, 'plugin: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
}

function lp_page( $slug, $title, $content = '' ) {
	$page = get_page_by_path( $slug );
	return $page ? $page->ID : wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => $slug, 'post_title' => $title, 'post_content' => $content ) );
}
$front = lp_page( 'kitchen-sink', 'Kitchen sink' );
lp_page( 'rest-client', 'REST client' );
lp_page( 'unreplaced-module', 'A module Lightpage does not have', '[et_pb_section][et_pb_lp_unreplaced title="x"][/et_pb_lp_unreplaced][et_pb_tabs][/et_pb_tabs][/et_pb_section]' );
update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', $front );

// Exactly LP_POSTS published posts, so per_page=-1 spans three pages of 100.
$count = (int) wp_count_posts( 'post' )->publish;
if ( $count > LP_POSTS ) { // left over from an interrupted test run
	foreach ( get_posts( array( 'numberposts' => $count - LP_POSTS, 'orderby' => 'ID', 'order' => 'DESC', 'fields' => 'ids' ) ) as $id ) {
		wp_delete_post( $id, true );
	}
}
wp_defer_term_counting( true );
for ( $i = $count + 1; $i <= LP_POSTS; $i++ ) {
	wp_insert_post( array( 'post_status' => 'publish', 'post_title' => "Post $i", 'post_content' => "Post number $i." ) );
}
wp_defer_term_counting( false );
echo 'configured: theme ' . get_stylesheet() . ', plugin active, ' . wp_count_posts( 'post' )->publish . " posts\n";
