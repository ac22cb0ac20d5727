<?php
/**
 * The subscription add-on on WooCommerce block cart and checkout pages. It uses the page's React and
 * WooCommerce's checkout filters, so it waits for those handles. The subscription plugin's own block
 * script is taken off (it would register after the add-on and take the filters' namespace back); its
 * settings (sfw_public_block) are printed ahead of WooCommerce's script instead.
 */

defined( 'ABSPATH' ) || exit;

function lightpage_is_block_cart_or_checkout() {
	return is_singular() && ( has_block( 'woocommerce/cart' ) || has_block( 'woocommerce/checkout' ) );
}

function lightpage_enqueue_shop_addon() {
	if ( ! lightpage_is_front_end() || ! lightpage_is_block_cart_or_checkout() || ! lightpage_has( 'shop-addon/shop-addon.js' ) ) {
		return;
	}
	if ( ! apply_filters( 'lightpage_shop_addon', true ) ) {
		return;
	}
	lightpage_enqueue_module( 'lightpage-shop-addon', 'shop-addon/shop-addon.js', array( 'react', 'wc-blocks-checkout' ) );
	$settings = wp_scripts()->get_data( 'wps_sfw_wc_blocks', 'data' );
	wp_dequeue_script( 'wps_sfw_wc_blocks' );
	if ( $settings ) {
		wp_add_inline_script( 'wc-blocks-checkout', $settings, 'before' );
	}
}
add_action( 'wp_enqueue_scripts', 'lightpage_enqueue_shop_addon', 20 );
