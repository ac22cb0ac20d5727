// The start state of an entrance animation (divi-markup §4.15). The theme's keyframes only name the end
// (opacity 1, no transform), so the element's inline transform below is where the animation starts.
import {
  ANIMATION_FLIP_FACTOR,
  ANIMATION_PERSPECTIVE_PX,
  ANIMATION_ROLL_FACTOR,
  ANIMATION_SLIDE_FACTOR,
} from '../../scheduler/constants';

export type Kind = 'slide' | 'zoom' | 'flip' | 'fold' | 'roll' | 'fade' | 'bounce';
/** '' is the centre (slide and zoom without a direction, plain fade and bounce). */
export type Direction = 'top' | 'right' | 'bottom' | 'left' | '';

export interface Start {
  transform: string;
  /** transform-origin, '' for the default centre. */
  origin: string;
}

/** 'slideTop' → slide from the top; 'fade' → fade; anything else → null. */
export function parseStyle(style: unknown): { kind: Kind; direction: Direction } | null {
  const m = /^(slide|zoom|flip|fold|roll|fade|bounce)(Top|Right|Bottom|Left)?$/.exec(String(style));
  return m ? { kind: m[1] as Kind, direction: (m[2] ?? '').toLowerCase() as Direction } : null;
}

/** The inline start transform for a kind, direction and intensity (0..100). Fade and bounce have their own keyframes. */
export function startTransform(kind: Kind, direction: Direction, intensity: number): Start {
  const horizontal = direction === 'left' || direction === 'right';
  // Towards the top or the left is negative.
  const sign = direction === 'top' || direction === 'left' ? -1 : 1;
  const turn = Math.ceil(ANIMATION_FLIP_FACTOR * intensity);
  const scale = (100 - intensity) / 100;
  const perspective = `perspective(${ANIMATION_PERSPECTIVE_PX}px) `;
  switch (kind) {
    case 'slide': {
      if (!direction) return { transform: `scale3d(${scale},${scale},${scale})`, origin: '' };
      const p = sign * ANIMATION_SLIDE_FACTOR * intensity;
      return { transform: horizontal ? `translate3d(${p}%,0,0)` : `translate3d(0,${p}%,0)`, origin: '' };
    }
    case 'zoom':
      // The direction is the edge the element grows from.
      return { transform: `scale3d(${scale},${scale},${scale})`, origin: direction };
    case 'flip':
      // Top and bottom tip over the horizontal axis, left and right turn about the vertical one.
      return {
        transform: perspective + (horizontal ? `rotateY(${(direction === 'left' ? -1 : 1) * turn}deg)` : `rotateX(${(direction === 'bottom' ? -1 : 1) * turn}deg)`),
        origin: '',
      };
    case 'fold':
      // Hinged on the edge it unfolds from.
      return {
        transform: perspective + (horizontal ? `rotateY(${(direction === 'right' ? -1 : 1) * turn}deg)` : `rotateX(${sign * turn}deg)`),
        origin: direction,
      };
    case 'roll':
      // From the top or left it turns clockwise, from the right or bottom anticlockwise, about that edge.
      return {
        transform: `rotateZ(${(direction === 'right' || direction === 'bottom' ? -1 : 1) * Math.ceil(ANIMATION_ROLL_FACTOR * intensity)}deg)`,
        origin: direction,
      };
    default:
      return { transform: '', origin: '' };
  }
}
