// A/B testing markers: subject modules (.et_pb_ab_subject_id-<post>_<subject>, or cache placeholders), the
// goal module (.et_pb_ab_goal_id-<post>), the shop thank-you marker (.et_pb_ab_shop_conversion) and split
// tracking shortcodes (.et_pb_ab_split_track[data-test_id]). Records each goal once per test per page.
import { AB_COOKIE_DAYS, AB_READ_GOAL_MS } from '../../scheduler/constants';
import type { Cleanup, ModuleContext } from '../../core/types';
import { cookieName, parseTrack, statsFields, subjectIdIn, trackValue, type AbRecord, type AbTarget } from './records';
import { fetchSubject } from './subject';
// The scheduler's waypoints and clock (scheduler/watchers) and ctx.cookies' code travel in this module's chunk.
export { watchers } from '../../scheduler/watchers';
export { cookies } from '../../core/cookies';
// ctx.settings' reader (core/settings) travels in this module's chunk.
export { readSettings } from '../../core/settings';

const MS = 1000;

// The page's one recorder, for the page's whole life: several markers are roots (the first mount starts it),
// and a root may go (a cached page's placeholder is replaced by the subject) while recording goes on.
let running: Cleanup | undefined;

export function mount(_root: HTMLElement, ctx: ModuleContext): void {
  // Nothing is recorded in the builder preview.
  if (!running && !ctx.builder) running = start(ctx);
}

/** Stop recording and forget the page's records (tests). */
export function stop(): void {
  if (running) running();
  running = undefined;
}

function start(ctx: ModuleContext): Cleanup {
  const { settings, scheduler } = ctx;
  const cookies = ctx.cookies!; // brought by this module (the export above)
  const logged = new Set<string>();
  const cleanups: Cleanup[] = [];
  let warned = false;
  let stopped = false;

  /** Record once: in memory and in the theme's 365-day cookie, then one POST that is never retried. */
  function record(type: AbRecord, target: AbTarget): void {
    const name = cookieName(type, target);
    if (logged.has(name) || cookies.get(name) === 'true') return;
    logged.add(name);
    cookies.set(name, 'true', AB_COOKIE_DAYS);
    ctx.ajax('et_pb_update_stats_table', statsFields(type, target, settings.abLogNonce), { as: 'text', keepalive: true }).catch(() => {
      if (!warned) console.warn('[lightpage] A/B stats not saved (not retried)');
      warned = true;
    });
  }

  // Jobs checked on the scheduler's one-second clock (read page, read goal): no timer of their own.
  const jobs = new Set<(now: number) => boolean>();
  let clock: Cleanup | undefined;
  const tick = (now: number) => {
    for (const job of jobs) if (job(now)) jobs.delete(job);
    if (!jobs.size && clock) clock = void clock();
  };
  const addJob = (job: (now: number) => boolean) => {
    jobs.add(job);
    clock ??= scheduler.everySecond(tick);
  };
  cleanups.push(() => (jobs.clear(), clock && clock()));

  // The thank-you page turns the shop log cookie into a conversion; a split-tracking shortcode turns the
  // shortcode cookie into con_short. Both cookies are spent once used.
  const shop = parseTrack(cookies.get('et_pb_ab_shop_log'));
  if (shop && document.querySelector('.et_pb_ab_shop_conversion')) {
    record('con_goal', shop);
    cookies.set('et_pb_ab_shop_log', 'true', 0);
  }
  for (const el of document.querySelectorAll('.et_pb_ab_split_track[data-test_id]')) {
    const name = `et_pb_ab_shortcode_track_${el.getAttribute('data-test_id')}`;
    const track = parseTrack(cookies.get(name));
    if (!track) continue;
    record('con_short', track);
    cookies.set(name, 'true', 0);
  }

  function test(postId: number, testId: string, fetched?: string): void {
    const subject = document.querySelector(`[class*="et_pb_ab_subject_id-${postId}_"]`);
    const subjectId = fetched ?? (subject && subjectIdIn(subject.className, postId));
    if (!subjectId) return;
    const target: AbTarget = { postId, testId, subjectId };
    const due = Date.now() + settings.ab.bounceRate * MS;
    addJob((now) => now >= due && (record('read_page', target), true));
    if (settings.ab.shortcodeTracking && cookies.get(cookieName('con_short', target)) !== 'true') {
      cookies.set(`et_pb_ab_shortcode_track_${postId}`, trackValue(target), AB_COOKIE_DAYS);
    }
    const goal = document.querySelector<HTMLElement>(`.et_pb_ab_goal_id-${postId}`);
    if (!goal) return;
    // Forms convert on a successful submission (their lightpage:conversion event); any other goal on a click.
    const form = goal.matches('.et_pb_contact_form_container') ? 'contact-form' : goal.matches('.et_pb_newsletter') ? 'newsletter' : null;
    if (form) {
      const onConversion = (e: CustomEvent<{ module: string }>) => {
        const from = e.target as Node;
        if ((e.detail || {}).module === form && (goal.contains(from) || from.contains(goal))) record('con_goal', target);
      };
      document.addEventListener('lightpage:conversion', onConversion);
      cleanups.push(() => document.removeEventListener('lightpage:conversion', onConversion));
    } else {
      const onClick = () => {
        record('click_goal', target);
        // A shop goal leaves a log the thank-you page converts.
        if (goal.matches('.et_pb_shop')) cookies.set('et_pb_ab_shop_log', trackValue(target), AB_COOKIE_DAYS);
      };
      goal.addEventListener('click', onClick);
      cleanups.push(() => goal.removeEventListener('click', onClick));
    }
    // view_goal at the theme's 80 % waypoint; read_goal once the goal has then been in view for 3 s.
    cleanups.push(
      scheduler.waypoint(goal, '80%', () => {
        record('view_goal', target);
        let since: number | undefined;
        const unobserve = scheduler.observe(goal, (entry) => (since = entry.isIntersecting ? (since ?? Date.now()) : undefined));
        cleanups.push(unobserve);
        addJob((now) => {
          if (since === undefined || now - since < AB_READ_GOAL_MS) return false;
          record('read_goal', target);
          unobserve();
          return true;
        });
      }),
    );
  }

  if (settings.ab.active) {
    for (const { postId, testId } of settings.ab.tests) {
      // The theme always uses unique_test_id (its per-test lookup never runs); the test's own id is the fallback.
      const id = settings.ab.uniqueTestId || testId;
      if (settings.ab.cachePluginActive) void fetchSubject(ctx, postId).then((s) => s && !stopped && test(postId, id, s));
      else test(postId, id);
    }
  }
  return () => {
    stopped = true;
    cleanups.splice(0).forEach((fn) => fn());
  };
}
