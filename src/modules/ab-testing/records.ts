// A/B records as the theme writes them: the cookie that marks a record as logged, the stats POST fields,
// the subject id in a subject module's classes, and the "<post>_<subject>_<test>" values of the shop and
// shortcode-tracking cookies.
export type AbRecord = 'read_page' | 'view_goal' | 'read_goal' | 'click_goal' | 'con_goal' | 'con_short';

/** One test's record target: the test post, its unique test id and the subject this visitor sees. */
export interface AbTarget {
  postId: string | number;
  testId: string;
  subjectId: string;
}

/** The shop goal's log, which the thank-you page converts (`<post>_<subject>_<test>`). */
export const SHOP_LOG = 'et_pb_ab_shop_log';
/** Split tracking: this prefix and the test's post id name the cookie a split-track shortcode converts. */
export const SHORTCODE_TRACK = 'et_pb_ab_shortcode_track_';

/** et_pb_ab_{record}_{postId}{testId}{subjectId}: no separators; no subject for click_goal and con_short. */
export const cookieName = (record: AbRecord, { postId, testId, subjectId }: AbTarget): string =>
  `et_pb_ab_${record}_${postId}${testId}${record == 'click_goal' || record == 'con_short' ? '' : subjectId}`;

/** The fields of action=et_pb_update_stats_table (test_id is the test's post id, as the theme sends it). */
export const statsFields = (record: AbRecord, { postId, subjectId }: AbTarget, nonce: string) => ({
  stats_data_array: JSON.stringify({ test_id: postId, subject_id: subjectId, record_type: record }),
  et_ab_log_nonce: nonce,
});

/** The subject id in a class list holding `et_pb_ab_subject_id-<postId>_<subjectId>`, or undefined. */
export const subjectIdIn = (className: string | undefined, postId: string | number): string | undefined =>
  new RegExp(`(?:^|\\s)et_pb_ab_subject_id-${postId}_(\\S+)`).exec(className!)?.[1];

/** `<post>_<subject>_<test>` (the shop log and shortcode-tracking cookies), or undefined when malformed. */
export function parseTrack(value: string | undefined): AbTarget | undefined {
  const [postId, subjectId, testId] = (value || '').split('_');
  return postId && subjectId && testId != null ? { postId, subjectId, testId } : undefined;
}

export const trackValue = ({ postId, subjectId, testId }: AbTarget): string => `${postId}_${subjectId}_${testId}`;
