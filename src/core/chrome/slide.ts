// jQuery's slideDown / slideUp on the frame loop: height and vertical padding animated from the
// element's laid-out size, then the inline display left as jQuery leaves it (block open, none closed).
// Measured in read phases, written in write phases; instant when `ms` is 0 (reduced motion).
import type { Scheduler } from '../../scheduler';

type Frames = Pick<Scheduler, 'frame' | 'tween'>;
const px = (n: number) => `${n}px`;
const running = new WeakMap<HTMLElement, () => void>();

export function slide(el: HTMLElement, open: boolean, ms: number, { frame, tween }: Frames, done?: () => void): void {
  const s = el.style;
  running.get(el)?.();
  let stop = () => {};
  running.set(el, () => stop());
  const finish = () => {
    running.delete(el);
    s.overflow = s.height = s.paddingTop = s.paddingBottom = s.boxSizing = '';
    s.display = open ? 'block' : 'none';
    done?.();
  };
  if (!ms) return void frame.write(finish);
  frame.write(() => {
    // Opening: laid out at zero height first, so the frame before the slide shows nothing of it.
    if (open) Object.assign(s, { display: 'block', overflow: 'hidden', boxSizing: 'content-box', height: '0px' });
    frame.read(() => {
      const cs = getComputedStyle(el);
      const top = parseFloat(cs.paddingTop) || 0;
      const bottom = parseFloat(cs.paddingBottom) || 0;
      const height = (open ? el.scrollHeight : el.clientHeight) - top - bottom;
      const apply = (p: number) => {
        s.height = px(height * p);
        s.paddingTop = px(top * p);
        s.paddingBottom = px(bottom * p);
      };
      frame.write(() => {
        Object.assign(s, { overflow: 'hidden', boxSizing: 'content-box' });
        apply(open ? 0 : 1);
        stop = tween(ms, (p) => apply(open ? p : 1 - p), undefined, finish);
      });
    });
  });
}
