// A/B testing markers: subject modules (.et_pb_ab_subject_id-<post>_<subject>, or cache placeholders), the
// goal module (.et_pb_ab_goal_id-<post>), the shop thank-you marker (.et_pb_ab_shop_conversion) and split
// tracking shortcodes (.et_pb_ab_split_track[data-test_id]). Records each goal once per test per page.
import { AB_COOKIE_DAYS, AB_READ_GOAL_MS } from '../../scheduler/constants';
import type { ModuleContext } from '../../core/types';
import { SHOP_LOG, SHORTCODE_TRACK, cookieName, parseTrack, statsFields, subjectIdIn, trackValue, type AbRecord, type AbTarget } from './records';
import { fetchSubject } from './subject';
// The scheduler's waypoints and clock (scheduler/watchers) and ctx.cookies' code travel in this module's chunk.
export { watchers } from '../../scheduler/watchers';
export { cookies } from '../../core/cookies';
// ctx.settings' reader (core/settings) travels in this module's chunk.
export { readSettings } from '../../core/settings';

// The page's one recorder, for the page's whole life: several markers are roots (the first mount starts it),
// and a root may go (a cached page's placeholder is replaced by the subject) while recording goes on. It has
// nothing to clean up: its listeners are on the page's own goals, its clock stops once nothing is left to time.
let started = false;

export function mount(_root: HTMLElement, ctx: ModuleContext): void {
  // Nothing is recorded in the builder preview.
  if (started || ctx.builder) return;
  started = true;
  const { settings, scheduler, ajax } = ctx;
  const { ab } = settings;
  const cookies = ctx.cookies!; // brought by this module (the export above)
  const logged = new Set<string>();
  let warned = false;

  /** Record once: in memory and in the theme's 365-day cookie, then one POST that is never retried. */
  const record = (type: AbRecord, target: AbTarget): void => {
    const name = cookieName(type, target);
    if (logged.has(name) || cookies.get(name) == 'true') return;
    logged.add(name);
    cookies.set(name, 'true', AB_COOKIE_DAYS);
    ajax('et_pb_update_stats_table', statsFields(type, target, settings.abLogNonce), { as: 'text', keepalive: true }).catch(
      () => warned || (warned = true, console.warn('[lightpage] A/B stats not saved (not retried)')),
    );
  };

  // Checks made on the scheduler's one-second clock (read page, read goal), each until it returns true: no
  // timer of their own, and the clock stops once none is left.
  let checks: ((now: number) => unknown)[] = [];
  let stopClock: (() => void) | undefined;
  const until = (check: (now: number) => unknown) => {
    checks.push(check);
    stopClock ||= scheduler.everySecond((now) => {
      checks = checks.filter((c) => !c(now));
      if (!checks[0]) stopClock = void stopClock!();
    });
  };

  /** A conversion a cookie left for this page (`<post>_<subject>_<test>`): recorded, and the cookie spent. */
  const spend = (name: string, type: AbRecord) => {
    const track = parseTrack(cookies.get(name));
    if (!track) return;
    record(type, track);
    cookies.set(name, 'true', 0);
  };
  // The thank-you page turns the shop log into a conversion; a split-tracking shortcode, its test's cookie.
  if (document.querySelector('.et_pb_ab_shop_conversion')) spend(SHOP_LOG, 'con_goal');
  for (const el of document.querySelectorAll('.et_pb_ab_split_track[data-test_id]')) spend(SHORTCODE_TRACK + el.getAttribute('data-test_id'), 'con_short');

  const test = (postId: number, testId: string, fetched?: string): void => {
    const subjectId = fetched || subjectIdIn(document.querySelector(`[class*="et_pb_ab_subject_id-${postId}_"]`)?.className, postId);
    if (!subjectId) return;
    const target: AbTarget = { postId, testId, subjectId };
    const due = Date.now() + ab.bounceRate * 1e3;
    until((now) => now >= due && (record('read_page', target), 1));
    if (ab.shortcodeTracking && cookies.get(cookieName('con_short', target)) != 'true') cookies.set(SHORTCODE_TRACK + postId, trackValue(target), AB_COOKIE_DAYS);
    const goal = document.querySelector(`.et_pb_ab_goal_id-${postId}`);
    if (!goal) return;
    // A form goal converts when the form itself reports a successful submission (its lightpage:conversion,
    // dispatched from its root); any other goal converts on a click, a shop goal leaving the log its
    // thank-you page converts.
    goal.addEventListener('lightpage:conversion', (e) => e.target == goal && record('con_goal', target));
    if (!goal.matches('.et_pb_contact_form_container,.et_pb_newsletter')) {
      goal.addEventListener('click', () => {
        record('click_goal', target);
        if (goal.matches('.et_pb_shop')) cookies.set(SHOP_LOG, trackValue(target), AB_COOKIE_DAYS);
      });
    }
    // view_goal at the theme's 80 % waypoint; read_goal once the goal has then been in view for 3 s.
    scheduler.waypoint(goal, '80%', () => {
      record('view_goal', target);
      let since = 0;
      const unobserve = scheduler.observe(goal, (entry) => (since = entry.isIntersecting ? since || Date.now() : 0));
      until((now) => since && now - since >= AB_READ_GOAL_MS && (unobserve(), record('read_goal', target), 1));
    });
  };

  if (ab.active) {
    for (const { postId, testId } of ab.tests) {
      // The theme always uses unique_test_id (its per-test lookup never runs); the test's own id is the fallback.
      const id = ab.uniqueTestId || testId;
      if (ab.cachePluginActive) void fetchSubject(ajax, settings.frontendNonce, postId).then((s) => s && test(postId, id, s));
      else test(postId, id);
    }
  }
}
