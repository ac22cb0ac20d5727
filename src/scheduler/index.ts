// The one scheduler: frame loop, scroll and resize sources, visibility. Modules reach it through ctx.scheduler.
import { frame } from './frame';
import { onResizeEnd, onScroll, viewport } from './viewport';
import { observe } from './visibility';

export const scheduler = { frame, onScroll, onResizeEnd, observe, viewport };
export type Scheduler = typeof scheduler;
