// Draws the ring as easyPieChart does: a full track circle, then the bar from the top, clockwise, both
// 5 px wide and inside the canvas (radius = (size - lineWidth) / 2).
import { CIRCLE_COUNTER_LINE_WIDTH_PX } from '../../scheduler/constants';
import type { RingColors } from './colors';

/** `fraction` of the ring (0..1) on a canvas of `size` CSS pixels drawn at `scale` device pixels each. */
export function drawRing(c: CanvasRenderingContext2D, size: number, scale: number, fraction: number, colors: RingColors): void {
  const radius = Math.max(0, (size - CIRCLE_COUNTER_LINE_WIDTH_PX) / 2);
  c.setTransform(scale, 0, 0, scale, 0, 0);
  c.clearRect(0, 0, size, size);
  c.translate(size / 2, size / 2);
  c.rotate(-Math.PI / 2);
  c.lineWidth = CIRCLE_COUNTER_LINE_WIDTH_PX;
  const arc = (color: string, alpha: number, f: number) => {
    c.beginPath();
    c.arc(0, 0, radius, 0, Math.PI * 2 * f);
    c.strokeStyle = color;
    c.globalAlpha = alpha;
    c.stroke();
  };
  c.lineCap = 'butt';
  arc(colors.track, colors.trackAlpha, 1);
  // easyPieChart's default cap for the bar.
  c.lineCap = 'round';
  const f = Math.min(1, Math.max(0, fraction));
  if (f > 0) arc(colors.bar, 1, f);
  c.globalAlpha = 1;
}
