// Every duration, debounce and breakpoint of spec §9 in one place (plus the few numbers the scheduler
// itself needs). Modules import them from here: `import { X } from '../../scheduler/constants'`.
// Numbers only: esbuild inlines numeric constants into each chunk that uses them, but a string here,
// imported by boot and by a module, would become a shared chunk and an extra request at boot.
// Units are in the names: _MS milliseconds, _PX CSS pixels, _DAYS days; ratios have no suffix.

// ── Breakpoints (window width in px) ────────────────────────────────────────────────────────────────
export const BREAKPOINT_DESKTOP = 980; // desktop is wider than this
export const BREAKPOINT_PHONE = 767; // phone is this wide or narrower (also the tablet padding breakpoint)
export const BREAKPOINT_TABLET_PADDING = 767;
export const BREAKPOINT_ADMIN_BAR = 782; // WordPress admin bar changes height at this width
export const BREAKPOINT_TESTIMONIAL = 959; // testimonial portrait indent (with BREAKPOINT_PHONE)
export const TESTIMONIAL_PORTRAIT_MAX_PX = 90; // a wider portrait is set to 90 × 90 on desktops
export const BREAKPOINT_SCROLL_ADMIN_BAR = 600; // smooth-scroll offsets count #wpadminbar above this width

// ── Portfolio ────────────────────────────────────────────────────────────────────────────────────────
// Fullwidth portfolio columns by window width: ≥ 1600 → 5, ≥ 1024 → 4, ≥ 768 → 3, ≥ 480 → 2, else 1.
export const PORTFOLIO_COLUMNS_5_MIN_PX = 1600;
export const PORTFOLIO_COLUMNS_4_MIN_PX = 1024;
export const PORTFOLIO_COLUMNS_3_MIN_PX = 768;
export const PORTFOLIO_COLUMNS_2_MIN_PX = 480;
export const PORTFOLIO_ITEM_HEIGHT_RATIO = 0.75; // item height = item width × this
export const PORTFOLIO_ZERO_POSTS_PAGES = 1; // posts-number 0 yields one page
export const PORTFOLIO_HASH_DELAY_MS = 500; // filter and pagination fragment update
export const GALLERY_HASH_DELAY_MS = 100;

// ── Gallery and pagination ───────────────────────────────────────────────────────────────────────────
export const GALLERY_PER_PAGE_DEFAULT = 4; // when invalid or zero
export const PAGINATION_INITIAL_PAGES = 4; // pages shown before the window starts moving

// ── Carousels and sliders ────────────────────────────────────────────────────────────────────────────
export const CAROUSEL_SLIDE_MS = 1000; // simple carousel
export const THUMB_CAROUSEL_POST_ANIMATION_MS = 100;
export const SLIDER_FADE_MS = 500;
export const SLIDER_FADE_LONG_MS = 700;
export const SLIDESHOW_SPEED_MS = 7000; // auto-advance default

// ── Counters and countdown ───────────────────────────────────────────────────────────────────────────
export const COUNTDOWN_TICK_MS = 1000;
export const COUNTDOWN_DAYS_DIGITS = 3; // days padded to at least this many digits
export const COUNTDOWN_UNIT_DIGITS = 2; // hours, minutes, seconds
export const CIRCLE_COUNTER_MS = 1800;
export const CIRCLE_COUNTER_LINE_WIDTH_PX = 5;
export const NUMBER_COUNTER_MS = 1800;
export const BAR_COUNTER_MS = 1800; // bar counters fill in the same time as the other counters (issue 4)
export const CIRCLE_COUNTER_TRACK_ALPHA = 0.1; // default track alpha when data-alpha is missing
export const COUNTDOWN_SHORT_LABELS_MAX_PX = 400; // container this wide or narrower: short labels

// ── Motion ───────────────────────────────────────────────────────────────────────────────────────────
export const ACCORDION_SLIDE_MS = 700; // accordion and toggle open/close
export const ACCORDION_SCROLL_MS = 400; // accordion scroll into view (jQuery's default animate duration)
export const TABS_FADE_MS = 500; // tab switch: fade out, then fade in, this long each
export const SUBMENU_SLIDE_MS = 700;
export const SMOOTH_SCROLL_MS = 800;
export const SMOOTH_SCROLL_LONG_MS = 1600; // when the target lies beyond SMOOTH_SCROLL_LONG_DISTANCE_PX
export const SMOOTH_SCROLL_LONG_DISTANCE_PX = 4000;
export const SMOOTH_SCROLL_EXTRA_OFFSET_PX = 50;
export const SMOOTH_SCROLL_CORRECTION_MS = 40; // anchor click: re-aim once the header has settled
export const LOAD_SCROLL_CORRECTION_MS = 150; // fragment on load: the same, after the long scroll
export const LIGHTBOX_ZOOM_MS = 500;
export const LIGHTBOX_REMOVAL_DELAY_MS = 500;
export const SEARCH_ANIMATION_MS = 1000;
export const PHONE_MENU_SLIDE_MS = 500; // the phone menu's slideDown / slideUp (.mobile_menu_bar)
export const SLIDE_MENU_HIDE_MS = 700; // slide-in menu: display:none this long after it starts closing
export const FULLSCREEN_MENU_ANIMATED_MS = 1000; // fullscreen menu keeps et_pb_fullscreen_menu_animated this long after closing
export const SIDE_NAV_DOT_PX = 20; // side nav: margin-top = −(dots × 20 + 40) / 2
export const SIDE_NAV_EXTRA_PX = 40;
export const PARALLAX_SPEED_FACTOR = 0.3;
export const VIDEO_BG_PRELOAD_MS = 500; // video background: .et_pb_preload lifted this long after load at the latest

// ── A/B testing ──────────────────────────────────────────────────────────────────────────────────────
export const AB_COOKIE_DAYS = 365;
export const AB_READ_GOAL_MS = 3000; // read goal: still visible this long after the view goal
// Waypoint offsets '100%', '80%', 'bottom-in-view' (the strings are scheduler.waypoint's argument).
export const WAYPOINT_OFFSET_FULL = 1; // '100%': top edge at the viewport bottom
export const WAYPOINT_OFFSET_80 = 0.8; // '80%': top edge at 80 % of the viewport height

// ── Debounce ─────────────────────────────────────────────────────────────────────────────────────────
export const WAYPOINT_REINIT_DEBOUNCE_MS = 100;
export const CONDITIONAL_LOGIC_DEBOUNCE_MS = 250; // contact form conditional logic on keydown
export const RESIZE_DEBOUNCE_MS = 200;
export const MUTATION_DEBOUNCE_MS = 200; // re-measure after hidden sections show
export const HEADER_RESIZE_DEBOUNCE_MS = 200;

// ── Animation (entrance animations) ─────────────────────────────────────────────────────────────────
export const ANIMATION_INTENSITY_DEFAULT = 50; // percent; the default curve is 'ease-in-out'
export const ANIMATION_OPACITY_PERCENT = 100; // starting opacity is a percent: divide by this
// The intensity → start transform maths of divi-markup §4.15 (i = intensity, 0..100):
export const ANIMATION_DURATION_DEFAULT_MS = 1000; // when an entry's duration is missing or malformed
export const ANIMATION_SLIDE_FACTOR = 2; // slide: translate3d by ±2 × i %
export const ANIMATION_FLIP_FACTOR = 0.9; // flip and fold: rotateX/Y by ceil(0.9 × i) deg
export const ANIMATION_ROLL_FACTOR = 3.6; // roll: rotateZ by ceil(3.6 × i) deg
export const ANIMATION_PERSPECTIVE_PX = 2000; // flip and fold

// ── Forms ────────────────────────────────────────────────────────────────────────────────────────────
export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 15;
export const EMAIL_MIN_LENGTH = 6;
export const CONTACT_FORM_TIMEOUT_MS = 30_000; // a post-back with no answer by then keeps the form and says so
export const CONTACT_FORM_SENDING_OPACITY = 0.2; // the theme fades the form container while it posts
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

// ── Miscellaneous ────────────────────────────────────────────────────────────────────────────────────
export const FIT_TEXT_DIVISOR = 3; // the theme's fitText(0.3) on counter numbers: font size = width / 3
export const MAP_MARKER_WIDTH_PX = 46;
export const MAP_MARKER_HEIGHT_PX = 43;
export const MAP_MARKER_ANCHOR_X_PX = 16; // the pin's tip, from the marker image's top-left corner
export const MAP_MARKER_ANCHOR_Y_PX = 43;
export const MAP_LOAD_TIMEOUT_MS = 15000; // a maps service that has not answered by then counts as unavailable
export const CHECKOUT_ERROR_SCROLL_MS = 1000; // checkout error: glide to the checkout form
export const CHECKOUT_ERROR_OFFSET_PX = 100; // ... stopping this far (plus the fixed header) above it
export const FEED_POPUP_WIDTH_PX = 550;
export const FEED_POPUP_HEIGHT_PX = 520;
export const SCROLL_TOP_THRESHOLD_PX = 800;
export const FULLSCREEN_MENU_PADDING_PX = 20;
export const MENU_SEARCH_PADDING_TOP_PX = 30; // menu module search: padding-top = logo height + 30 (phone, centered)
export const SEARCH_FORM_EXTRA_WIDTH_PX = 60; // header search form max-width = menu width + 60 (left style)
// Fixed header threshold (the theme's et_header_offset): header height H ≤ 90 → H − 29, else H − 56.
export const FIXED_HEADER_SMALL_PX = 90;
export const FIXED_HEADER_SMALL_MODIFIER_PX = 29;
export const FIXED_HEADER_MODIFIER_PX = 56;
export const HIDE_NAV_EXTRA_PX = 200; // hidden nav: needs a document taller than window + H + 200
export const FIXED_HEADER_TRANSITION_MS = 400; // ETDiviFixedHeaderTransitionEnd fires this long after Start
// Edge swipe (the theme uses jQuery Mobile's swipe events): start within 30 px of the right edge to open.
export const SWIPE_EDGE_PX = 30;
export const SWIPE_MIN_DISTANCE_PX = 30; // jQuery Mobile horizontalDistanceThreshold
export const SWIPE_MAX_VERTICAL_PX = 75; // jQuery Mobile verticalDistanceThreshold
export const SWIPE_MAX_MS = 1000; // jQuery Mobile durationThreshold
export const MEDIA_POSTPROCESS_RETRIES = 5;
export const REST_BULK_PAGE_SIZE = 100;
/** per_page=-1 stops after this many pages (10,000 items) with fetch_all_limit, whatever the server links to. */
export const REST_FETCH_ALL_MAX_PAGES = 100;

// ── Scheduler ────────────────────────────────────────────────────────────────────────────────────────
/** Frames longer than this (a hidden tab, a long task) are clamped so animations do not jump. */
export const MAX_FRAME_DELTA_MS = 40;
export const CLOCK_TICK_MS = 1000; // everySecond(): aligned to wall-clock seconds

// Loading (core/registry, core/chunks)
export const CHUNK_RETRY_FIRST_MS = 1000; // a chunk that failed is asked for again no sooner than this...
export const CHUNK_RETRY_MAX_MS = 8000; // ...doubling each time up to this...
export const CHUNK_RETRIES = 4; // ...this many times; then the module stays off until the page reloads
export const HELD_LINK_MS = 1000; // a held click on a link whose chunk has not arrived by then navigates
export const LINK_OPTIONS_SLICE_MS = 5; // et_link_options_data is indexed in slices this long, between yields
