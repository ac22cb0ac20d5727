// Every duration, debounce and breakpoint of spec §9 in one place.
// Numbers only: esbuild inlines numeric constants into each chunk that uses them, but a string here,
// imported by boot and by a module, would become a shared chunk and an extra request at boot.
export const BREAKPOINT_DESKTOP = 980; // desktop is wider than this
export const BREAKPOINT_PHONE = 767; // phone is this wide or narrower
export const RESIZE_DEBOUNCE_MS = 200;
export const SCROLL_TOP_THRESHOLD_PX = 800;
export const SMOOTH_SCROLL_MS = 800;
export const SMOOTH_SCROLL_LONG_MS = 1600;
export const SMOOTH_SCROLL_LONG_DISTANCE_PX = 4000;
export const SMOOTH_SCROLL_EXTRA_OFFSET_PX = 50;
/** Frames longer than this (a hidden tab, a long task) are clamped so animations do not jump. */
export const MAX_FRAME_DELTA_MS = 40;
