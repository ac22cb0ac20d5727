// The theme's own front end, the thing Lightpage replaces, as constants with their source. Brotli
// quality 11 (Node zlib), measured on the released files; the runtime cannot measure them itself
// because the theme is not in this repository.
export interface Reference {
  name: string;
  brotli: number;
  parts: { file: string; brotli: number }[];
  source: string;
}

export const THEME_MINIMAL: Reference = {
  name: 'Divi 4.25.1 front end (jQuery + migrate + scripts.min.js + common.js)',
  brotli: 83_883,
  parts: [
    { file: 'Divi/js/scripts.min.js 4.25.1', brotli: 51_605 },
    { file: 'jquery.min.js 3.7.1 (WordPress 6.4+)', brotli: 27_445 },
    { file: 'jquery-migrate.min.js 3.4.1', brotli: 4_373 },
    { file: 'Divi/core/admin/js/common.js 4.25.1', brotli: 460 },
  ],
  source:
    'what every 4.10+ page enqueues; measured from the Divi 4.25.1 release files and npm jquery@3.7.1 / jquery-migrate@3.4.1 with Node zlib brotli quality 11',
};

export const THEME_WITH_EXTRAS: Reference = {
  name: 'the same with the extras most pages add (fitvids, jquery.mobile, easypiechart, salvattore, magnific-popup)',
  brotli: 100_718,
  parts: [],
  source: 'same method; the extras are 1,091 + 2,691 + 2,669 + 2,890 + 7,494 B br',
};

/** WooCommerce Blocks, the real host of the cart and checkout pages (the demo stands in for it with React). */
export const WOO_BLOCKS_CART =
  'WooCommerce Blocks itself loads about 161 KB br of cart-page JS and 103 KB br of checkout-page JS (woocommerce/woocommerce issue 45573, 2024), before this add-on';

/** With no script at all the page still shows its server-rendered content: the floor every figure is measured from. */
export const NO_JS_FLOOR = 0;
