// WooCommerce block cart and checkout: subscription add-on (issue 5 builds it out).
export {};
