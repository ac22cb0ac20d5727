<?php
/**
 * Plugin Name:       Lightpage
 * Plugin URI:        https://github.com/lightpage/lightpage
 * Description:       Replaces a Divi-style theme's front-end script and jQuery with Lightpage's few-kilobyte visitor runtime, keeps the theme's settings printed, and can stand in for wp-api-fetch.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Lightpage contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       lightpage
 *
 * The built runtime (dist/ of the Lightpage project: frontend/, builder/, shop-addon/, wordpress/) lives in
 * this plugin's dist/ folder (`npm run plugin` copies it there), or wherever LIGHTPAGE_DIST_DIR and
 * LIGHTPAGE_DIST_URL point.
 */

defined( 'ABSPATH' ) || exit;

define( 'LIGHTPAGE_VERSION', '0.1.0' );
define( 'LIGHTPAGE_FILE', __FILE__ );

require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/coverage.php';
require_once __DIR__ . '/includes/runtime.php';
require_once __DIR__ . '/includes/preload.php';
require_once __DIR__ . '/includes/theme-scripts.php';
require_once __DIR__ . '/includes/api-fetch.php';
require_once __DIR__ . '/includes/shop-addon.php';
