<?php
/**
 * The plugin's enqueue logic against stubbed WordPress functions, for what the real WordPress of the test
 * suite (Debian's 6.1) cannot show: the Script Modules path of WordPress 6.5 and later.
 *   php plugin-logic.php modules   WordPress with wp_register_script_module / wp_enqueue_script_module
 *   php plugin-logic.php classic   WordPress without them
 * Prints a JSON record of the calls the plugin made; tests/e2e/wordpress.e2e.ts checks it.
 */
$mode  = isset( $argv[1] ) ? $argv[1] : 'modules';
$calls = array();
$hooks = array();
$dist  = sys_get_temp_dir() . '/lightpage-plugin-logic-' . getmypid() . '/';
foreach ( array( 'frontend', 'builder', 'shop-addon', 'wordpress' ) as $d ) {
	@mkdir( $dist . $d, 0777, true );
}
touch( $dist . 'frontend/boot.js' );
@mkdir( $dist . 'frontend/modules' );
touch( $dist . 'frontend/modules/theme-header.js' );
touch( $dist . 'frontend/modules/tabs.js' );
touch( $dist . 'builder/boot.js' );
// The build's preload list (dist/frontend/preload.json), with one entry a tampered file could hold.
file_put_contents( $dist . 'frontend/preload.json', json_encode( array(
	'runtime'      => array( 'runtime.js', 'chunks/chunk-AAA.js' ),
	'theme-header' => array( 'modules/theme-header.js', 'chunks/chunk-AAA.js', 'chunks/chunk-BBB.js' ),
	'animation'    => array( 'modules/animation.js', '../../wp-config.php', 'x.js?y' ),
) ) );
touch( $dist . 'shop-addon/shop-addon.js' );

define( 'ABSPATH', '/' );
define( 'LIGHTPAGE_DIST_DIR', $dist );
define( 'LIGHTPAGE_DIST_URL', 'https://site.test/dist/' );

function add_action( $hook, $fn, $priority = 10 ) { global $hooks; $hooks[ $hook ][] = $priority; }
function add_filter( $hook, $fn, $priority = 10 ) { add_action( $hook, $fn, $priority ); }
function apply_filters( $hook, $value ) { return $value; }
function trailingslashit( $s ) { return rtrim( $s, '/' ) . '/'; }
function plugin_dir_path( $f ) { return dirname( $f ) . '/'; }
function plugins_url( $p, $f ) { return 'https://site.test/wp-content/plugins/lightpage/' . $p; }
function is_admin() { return false; }
function is_feed() { return false; }
function is_customize_preview() { return false; }
function wp_doing_ajax() { return false; }
function is_singular() { return true; }
class WP_Post { public $post_content = ''; }
function get_queried_object() { global $queried; return $queried; }
function esc_html( $s ) { return $s; }
function esc_url( $s ) { return $s; }
function has_block( $b ) { return 'woocommerce/cart' === $b; }
function wp_enqueue_script( ...$a ) { global $calls; $calls[] = array_merge( array( 'wp_enqueue_script' ), $a ); }
function wp_dequeue_script( $h ) { global $calls; $calls[] = array( 'wp_dequeue_script', $h ); }
function wp_add_inline_script( ...$a ) { global $calls; $calls[] = array_merge( array( 'wp_add_inline_script' ), $a ); }
function wp_scripts() {
	return new class() {
		public function get_data( $h, $k ) { return 'wps_sfw_wc_blocks' === $h && 'data' === $k ? 'var sfw_public_block = {};' : false; }
	};
}
if ( 'modules' === $mode ) {
	function wp_register_script_module( ...$a ) { global $calls; $calls[] = array_merge( array( 'wp_register_script_module' ), $a ); }
	function wp_enqueue_script_module( ...$a ) { global $calls; $calls[] = array_merge( array( 'wp_enqueue_script_module' ), $a ); }
}

require __DIR__ . '/../lightpage/lightpage.php';

/** What lightpage_print_preloads() prints for the queried page. */
function lightpage_preload_capture() {
	ob_start();
	lightpage_print_preloads();
	return ob_get_clean();
}

$_GET = array();
lightpage_enqueue_runtime();
$_GET = array( 'et_fb' => '1' );
lightpage_enqueue_runtime();
lightpage_enqueue_shop_addon();

// What a page needs, and what the (stub) build lacks, for a page with tabs, a slider and a fullwidth slider.
$queried               = new WP_Post();
$queried->post_content = '[et_pb_section][et_pb_tabs][et_pb_tab]x[/et_pb_tab][/et_pb_tabs][et_pb_slider /][et_pb_fullwidth_slider admin_label="s"][/et_pb_fullwidth_slider][et_pb_tabsy][/et_pb_section]';
$needs                 = lightpage_page_needs();
$missing               = lightpage_missing();

// The head's modulepreload tags: a first section that animates (and, after it, one whose animation is
// "none" followed by an animated second section), on a visitor page and in the builder preview.
$preloads              = array();
$_GET                  = array();
$queried->post_content = '[et_pb_section][et_pb_row][et_pb_column][et_pb_image animation_style="zoom" src="x.jpg"][/et_pb_image][/et_pb_column][/et_pb_row][/et_pb_section][et_pb_section][et_pb_tabs][/et_pb_tabs][/et_pb_section]';
$preloads['animated']  = lightpage_preload_capture();
$queried->post_content = '[et_pb_section][et_pb_text animation_style="none"]x[/et_pb_text][/et_pb_section][et_pb_section][et_pb_text animation_style="fade"]y[/et_pb_text][/et_pb_section]';
$preloads['still']     = lightpage_preload_capture();
$_GET                  = array( 'et_fb' => '1' );
$preloads['builder']   = lightpage_preload_capture();
$_GET                  = array();

$tags = array(
	'runtime' => lightpage_module_tag( "<script type='text/javascript' src='https://site.test/dist/frontend/boot.js' id='lightpage-js'></script>\n", 'lightpage' ),
	'shop'    => lightpage_module_tag( "<script src='https://site.test/dist/shop-addon/shop-addon.js' id='lightpage-shop-addon-js'></script>\n", 'lightpage-shop-addon' ),
	'inline'  => lightpage_module_tag( "<script id='lightpage-shop-addon-js-before'>var a;</script>\n", 'lightpage-shop-addon' ),
	'other'   => lightpage_module_tag( "<script type='text/javascript' src='x.js' id='jquery-js'></script>\n", 'jquery' ),
);
array_map( 'unlink', glob( $dist . 'frontend/modules/*' ) );
rmdir( $dist . 'frontend/modules' );
array_map( 'unlink', glob( $dist . '*/*' ) );
array_map( 'rmdir', glob( $dist . '*' ) );
rmdir( $dist );
echo json_encode( array( 'mode' => $mode, 'calls' => $calls, 'tags' => $tags, 'needs' => $needs, 'missing' => $missing, 'preloads' => $preloads ), JSON_UNESCAPED_SLASHES ), "\n";
