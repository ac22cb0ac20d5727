// Which labels the countdown shows: the short ones (data-short) in a narrow column or container.
import { COUNTDOWN_SHORT_LABELS_MAX_PX } from '../../scheduler/constants';

/** The theme's narrow columns, where the full labels never fit. */
export const NARROW_COLUMNS = '.et_pb_column_3_8, .et_pb_column_1_4';

/** Short labels in a 3/8 or 1/4 column, or when the container's content box is 400 px wide or less. */
export const useShortLabels = (inNarrowColumn: boolean, containerWidth: number) =>
  inNarrowColumn || containerWidth <= COUNTDOWN_SHORT_LABELS_MAX_PX;
