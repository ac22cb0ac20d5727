// The theme's slideToggle(700) on a toggle's content, on the frame loop: measure in read phases,
// animate height and vertical padding in write phases, then swap the open/close classes as the theme
// does when the slide completes (its CSS hides `.et_pb_toggle_close .et_pb_toggle_content`).
import type { ModuleContext } from '../../core/types';
import { slideBox } from './rules';

export interface Item {
  item: HTMLElement;
  /** The heading: clicks anywhere on it toggle, as in the theme. */
  title: HTMLElement;
  /** The disclosure button inside the heading, which carries the ARIA state. */
  button: HTMLElement;
  content: HTMLElement;
  /** Where the item is going: true from the moment it starts opening. */
  open: boolean;
  busy: boolean;
}

type Scheduler = Pick<ModuleContext['scheduler'], 'frame' | 'tween'>;
const px = (n: number) => `${n}px`;

export function slide({ frame, tween }: Scheduler, it: Item, open: boolean, ms: number, done: () => void): void {
  const s = it.content.style;
  it.busy = true;
  it.open = open;
  const finish = () => {
    it.item.classList.toggle('et_pb_toggle_open', open);
    it.item.classList.toggle('et_pb_toggle_close', !open);
    s.display = s.overflow = s.boxSizing = s.height = s.paddingTop = s.paddingBottom = '';
    it.busy = false;
    done();
  };
  frame.write(() => it.button.setAttribute('aria-expanded', String(open)));
  if (!ms) return void frame.write(finish);
  frame.read(() => {
    // Padding is computed even while the content is display:none (closed).
    const cs = getComputedStyle(it.content);
    const top = parseFloat(cs.paddingTop) || 0;
    const bottom = parseFloat(cs.paddingBottom) || 0;
    // The used height, fractions kept: clientHeight rounds, and a closing item set 0.14 px taller shifts
    // everything below it, so the answering frame re-rasters the whole screen (auto when display:none).
    const used = parseFloat(cs.height) || 0;
    let height = cs.boxSizing === 'border-box' ? Math.max(0, used - top - bottom - (parseFloat(cs.borderTopWidth) || 0) - (parseFloat(cs.borderBottomWidth) || 0)) : used;
    const apply = (shown: number) => {
      // Clipping repaints the whole visible content: a closing item clips from its first smaller frame,
      // so the tap's own frame, which changes nothing on screen, repaints nothing.
      if (shown < 1) s.overflow = 'hidden';
      const box = slideBox(shown, height, top, bottom);
      s.height = px(box.height);
      s.paddingTop = px(box.paddingTop);
      s.paddingBottom = px(box.paddingBottom);
    };
    frame.write(() => {
      s.display = 'block';
      s.boxSizing = 'content-box';
      apply(open ? 0 : 1);
      frame.read(() => {
        // Opening: the content is laid out now, at zero height; its scroll height is its full height.
        if (open) height = it.content.scrollHeight;
        tween(ms, (p) => apply(open ? p : 1 - p), undefined, finish);
      });
    });
  });
}
