<?php
/**
 * Router for PHP's built-in server in front of Debian's WordPress (/usr/share/wordpress): wp-content is
 * served from the test site's own folder (LP_WP_CONTENT), existing files are served as they are, and
 * everything else goes to index.php (pretty permalinks, /wp-json/).
 */
$path    = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$content = getenv( 'LP_WP_CONTENT' );

if ( 0 === strpos( $path, '/wp-content/' ) && $content ) {
	$file = realpath( $content . substr( $path, strlen( '/wp-content' ) ) );
	if ( ! $file || 0 !== strpos( $file, realpath( $content ) . '/' ) || ! is_file( $file ) || preg_match( '/\.php$/', $file ) ) {
		http_response_code( 404 );
		return true;
	}
	$types = array( 'js' => 'text/javascript', 'css' => 'text/css', 'json' => 'application/json', 'svg' => 'image/svg+xml', 'png' => 'image/png', 'jpg' => 'image/jpeg', 'mp4' => 'video/mp4', 'webm' => 'video/webm' );
	$ext   = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	header( 'Content-Type: ' . ( isset( $types[ $ext ] ) ? $types[ $ext ] : 'application/octet-stream' ) );
	header( 'Content-Length: ' . filesize( $file ) );
	readfile( $file );
	return true;
}

$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ( is_file( $file ) || ( is_dir( $file ) && is_file( rtrim( $file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
