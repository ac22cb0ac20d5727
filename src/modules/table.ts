// The registry table: which server markup each module enhances, and where its chunk is.
// Data only: nothing here runs until a root matches and matters. Keep one row per module, sorted.
import type { RegistryEntry } from '../core/types';

export const table: RegistryEntry[] = [
  // The theme marks every element named in et_animation_data with et_animated.
  { name: 'animation', selector: '.et_animated', load: () => import('./animation/index') },
  { name: 'bar-counters', selector: '.et_pb_counters', load: () => import('./bar-counters/index') },
  { name: 'circle-counter', selector: '.et_pb_circle_counter', load: () => import('./circle-counter/index') },
  // The theme's contact form container (its plain et_pb_contact_form slug is dropped from the class list).
  { name: 'contact-form', selector: '.et_pb_contact_form_container', load: () => import('./contact-form/index') },
  { name: 'countdown', selector: '.et_pb_countdown_timer', load: () => import('./countdown/index') },
  // The email-optin module's Feedburner variant: the sign-up opens in a fitted popup.
  { name: 'feed-popup', selector: '.et_pb_feedburner_form', load: () => import('./feed-popup/index') },
  // Whole-module links (et_link_options_data): core, but loaded like a module where the theme put et_clickable.
  { name: 'link-options', selector: '.et_clickable', load: () => import('../core/link-options') },
  { name: 'multi-view', selector: '[data-et-multi-view]', load: () => import('./multi-view/index') },
  { name: 'number-counter', selector: '.et_pb_number_counter', load: () => import('./number-counter/index') },
  // True parallax only: .et_pb_parallax_css is fixed attachment, left to CSS.
  { name: 'parallax', selector: '.et_parallax_bg:not(.et_pb_parallax_css)', load: () => import('./parallax/index') },
  // Fixed, and display: none in the theme's CSS until the page scrolls: it loads on the first scroll.
  { name: 'scroll-top', selector: '.et_pb_scroll_top', load: () => import('./scroll-top/index'), trigger: 'scroll' },
  { name: 'tabs', selector: '.et_pb_tabs', load: () => import('./tabs/index') },
  { name: 'testimonial', selector: '.et_pb_testimonial', load: () => import('./testimonial/index') },
  // One root per accordion (its items are not roots of their own), or any other toggle.
  { name: 'toggle', selector: '.et_pb_accordion,.et_pb_toggle:not(.et_pb_accordion > .et_pb_toggle)', load: () => import('./toggle/index') },
  // The parent of the video background variants (section, row, column or module).
  { name: 'video-bg', selector: '.et_pb_section_video', load: () => import('./video-bg/index') },
];
