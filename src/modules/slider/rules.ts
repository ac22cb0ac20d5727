// The slider's own rule: the slideshow speed its classes ask for.
import { speedOf } from '../../core/slides/rules';

/**
 * The speed of `et_slider_speed_<ms>` among the classes. The theme falls back to 10 ms when the class is
 * missing (reachable only through custom classes); Lightpage uses the documented 7000 ms default instead,
 * as it does for a zero or malformed value.
 */
export const slideshowSpeed = (classes: Iterable<string>) => speedOf(/\bet_slider_speed_(\d+)\b/.exec([...classes].join(' '))?.[1]);
