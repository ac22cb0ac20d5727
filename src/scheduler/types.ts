// The types every layer shares, at the bottom of the layering: the scheduler and core import them, and
// this file imports nothing, so no import circle runs through it.
export type Cleanup = () => void;
export type DeviceMode = 'desktop' | 'tablet' | 'phone';
