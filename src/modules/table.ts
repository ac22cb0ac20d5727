// The registry table: which server markup each module enhances, and where its chunk is.
// Data only: nothing here runs until a root matches and matters. Keep one row per module, sorted.
import type { RegistryEntry } from '../core/types';

export const table: RegistryEntry[] = [
  // Blog (and other) modules' ajax pagination: the container their pagination links sit in.
  { name: 'ajax-pagination', selector: '.et_pb_ajax_pagination_container', load: () => import('./ajax-pagination/index') },
  // The theme marks every element named in et_animation_data with et_animated.
  // A/B test markers: subjects (or their cache placeholders, display: none), the shop thank-you marker and
  // split-tracking shortcodes. Recording starts at load wherever they are, so the row loads at once.
  {
    name: 'ab-testing',
    selector: '.et_pb_ab_subject,.et_pb_subject_placeholder,.et_pb_ab_shop_conversion,.et_pb_ab_split_track',
    load: () => import('./ab-testing/index'),
    trigger: 'now',
  },
  { name: 'animation', selector: '.et_animated', load: () => import('./animation/index') },
  { name: 'bar-counters', selector: '.et_pb_counters', load: () => import('./bar-counters/index') },
  { name: 'circle-counter', selector: '.et_pb_circle_counter', load: () => import('./circle-counter/index') },
  // The theme's contact form container (its plain et_pb_contact_form slug is dropped from the class list).
  { name: 'contact-form', selector: '.et_pb_contact_form_container', load: () => import('./contact-form/index') },
  { name: 'countdown', selector: '.et_pb_countdown_timer', load: () => import('./countdown/index') },
  // The email-optin module's Feedburner variant: the sign-up opens in a fitted popup.
  { name: 'feed-popup', selector: '.et_pb_feedburner_form', load: () => import('./feed-popup/index') },
  // Grid galleries (slider-mode galleries are the slider's).
  { name: 'gallery', selector: '.et_pb_gallery_grid', load: () => import('./gallery/index') },
  // What the theme header opens on use (phone menu, dropdowns, search): loaded on the first tap, focus or key
  // on one of them (held and replayed). The fixed header and the icons as buttons are theme-header's, at once.
  { name: 'header-menus', selector: '#top-menu,#et_top_search,#et_mobile_nav_menu', load: () => import('./header-menus/index'), trigger: 'intent' },
  // Loaded on the first tap or focus on an image (held and replayed), never just for being in view.
  { name: 'lightbox', selector: '.et_post_gallery,a.et_pb_lightbox_image', load: () => import('./lightbox/index'), trigger: 'intent' },
  // Whole-module links (et_link_options_data): core, but loaded like a module where the theme put et_clickable.
  { name: 'link-options', selector: '.et_clickable', load: () => import('../core/link-options') },
  // The map module's container (its div.et_pb_map and pins are inside it).
  { name: 'map', selector: '.et_pb_map_container', load: () => import('./map/index') },
  // The menu module and the fullwidth menu module: their phone menus, search and dropdowns.
  { name: 'menu', selector: '.et_pb_menu,.et_pb_fullwidth_menu', load: () => import('./menu/index') },
  { name: 'multi-view', selector: '[data-et-multi-view]', load: () => import('./multi-view/index') },
  // The email optin (Feedburner's variant is left to the browser by the module).
  { name: 'newsletter', selector: '.et_pb_newsletter', load: () => import('./newsletter/index') },
  { name: 'number-counter', selector: '.et_pb_number_counter', load: () => import('./number-counter/index') },
  // True parallax only: .et_pb_parallax_css is fixed attachment, left to CSS.
  { name: 'parallax', selector: '.et_parallax_bg:not(.et_pb_parallax_css)', load: () => import('./parallax/index') },
  // Filterable portfolios, and plain portfolio grids (their row classes only).
  { name: 'portfolio', selector: '.et_pb_filterable_portfolio,.et_pb_portfolio_grid', load: () => import('./portfolio/index') },
  // The fullwidth portfolio, carousel or grid (the portfolio and filterable portfolio are another module's).
  { name: 'portfolio-carousel', selector: '.et_pb_fullwidth_portfolio', load: () => import('./portfolio-carousel/index') },
  // Fixed, and display: none in the theme's CSS until the page scrolls: it loads on the first scroll.
  { name: 'scroll-top', selector: '.et_pb_scroll_top', load: () => import('./scroll-top/index'), trigger: 'scroll' },
  // Side navigation dots, appended to #main-content on pages with the side-nav option.
  { name: 'side-nav', selector: '.et_pb_side_nav_page #main-content', load: () => import('./side-nav/index'), trigger: 'now' },
  // The slide-in and fullscreen header menus (their container is display: none until opened).
  { name: 'slide-menu', selector: '.et_header_style_slide #main-header,.et_header_style_fullscreen #main-header', load: () => import('./slide-menu/index'), trigger: 'now' },
  // WooCommerce's classic cart and checkout forms: one set of shop-event listeners per page, however many roots.
  { name: 'shop', selector: '.woocommerce-cart-form,form.checkout', load: () => import('./shop/index') },
  // Sliders; the video slider is one root with the slider and its thumbnails.
  { name: 'slider', selector: '.et_pb_slider:not(.et_pb_video_slider .et_pb_slider),.et_pb_video_slider', load: () => import('./slider/index') },
  { name: 'tabs', selector: '.et_pb_tabs', load: () => import('./tabs/index') },
  { name: 'testimonial', selector: '.et_pb_testimonial', load: () => import('./testimonial/index') },
  // The theme header: always in view, and its fixed header acts on the first scroll, so it loads at boot.
  { name: 'theme-header', selector: '#main-header', load: () => import('./theme-header/index'), trigger: 'now' },
  // One root per accordion (its items are not roots of their own), or any other toggle.
  { name: 'toggle', selector: '.et_pb_accordion,.et_pb_toggle:not(.et_pb_accordion > .et_pb_toggle)', load: () => import('./toggle/index') },
  // The parent of the video background variants (section, row, column or module).
  { name: 'video-bg', selector: '.et_pb_section_video', load: () => import('./video-bg/index') },
];
