// A/B records: the theme's cookie names and stats payload, the subject id in a module's classes, the
// track cookies; and the recorder with a fake context: once per test per page (memory and cookie), no
// retry after a failed POST, read_goal after 3 s in view, con_goal only from the goal's own conversion, the
// thank-you conversions, a cached page's subject, nothing in the builder.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieName, parseTrack, statsFields, subjectIdIn, trackValue } from '../../../src/modules/ab-testing/records';
import type { ModuleContext } from '../../../src/core/types';

/** The page's recorder lives as long as the page: each test imports the module afresh (a new page). */
let mount: typeof import('../../../src/modules/ab-testing/index').mount;

const T = { postId: 11, testId: 't11', subjectId: '3' };

describe('A/B records', () => {
  it('names cookies with no separators, and without the subject for click_goal and con_short', () => {
    expect(cookieName('read_page', T)).toBe('et_pb_ab_read_page_11t113');
    expect(cookieName('view_goal', T)).toBe('et_pb_ab_view_goal_11t113');
    expect(cookieName('read_goal', T)).toBe('et_pb_ab_read_goal_11t113');
    expect(cookieName('con_goal', T)).toBe('et_pb_ab_con_goal_11t113');
    expect(cookieName('click_goal', T)).toBe('et_pb_ab_click_goal_11t11');
    expect(cookieName('con_short', T)).toBe('et_pb_ab_con_short_11t11');
  });
  it('posts stats_data_array as JSON of test_id (the post), subject_id, record_type, with the log nonce', () => {
    expect(statsFields('view_goal', T, 'nonce')).toEqual({ stats_data_array: '{"test_id":11,"subject_id":"3","record_type":"view_goal"}', et_ab_log_nonce: 'nonce' });
  });
  it('finds the subject id for its test only', () => {
    expect(subjectIdIn('et_pb_module et_pb_ab_subject et_pb_ab_subject_id-11_3 et_pb_text_0', 11)).toBe('3');
    expect(subjectIdIn('et_pb_ab_subject_id-111_4 et_pb_ab_subject_id-11_', 11)).toBeUndefined();
    expect(subjectIdIn('', 11)).toBeUndefined();
    expect(subjectIdIn(undefined, 11)).toBeUndefined();
  });
  it('reads and writes post_subject_test track values, refusing malformed ones', () => {
    expect(parseTrack('11_3_t11')).toEqual({ postId: '11', subjectId: '3', testId: 't11' });
    expect(trackValue(T)).toBe('11_3_t11');
    for (const bad of [undefined, '', 'true', '11', '_3_x']) expect(parseTrack(bad), String(bad)).toBeUndefined();
  });
});

describe('A/B recorder', () => {
  let jar: Record<string, string>;
  let posts: string[];
  let tick: ((now: number) => void) | undefined;
  let waypoints: (() => void)[];
  let seen: ((entry: { isIntersecting: boolean }) => void)[];
  let ajax: ReturnType<typeof vi.fn>;

  function context(builder = false, ab: object = {}): ModuleContext {
    return {
      builder,
      settings: { abLogNonce: 'n', frontendNonce: 'f', ab: { active: true, tests: [{ postId: 11, testId: 'x' }], uniqueTestId: 't11', bounceRate: 5, cachePluginActive: false, shortcodeTracking: false, ...ab }, strings: {} },
      cookies: { get: (n: string) => jar[n], set: (n: string, v: string, days: number) => (days > 0 ? (jar[n] = v) : delete jar[n]) },
      ajax,
      scheduler: {
        everySecond: (fn: (now: number) => void) => ((tick = fn), () => (tick = undefined)),
        waypoint: (_el: Element, _o: string, cb: () => void) => (waypoints.push(cb), () => {}),
        observe: (_el: Element, cb: (entry: { isIntersecting: boolean }) => void) => (seen.push(cb), () => seen.splice(seen.indexOf(cb), 1)),
      },
    } as unknown as ModuleContext;
  }

  beforeEach(async () => {
    vi.resetModules();
    ({ mount } = await import('../../../src/modules/ab-testing/index'));
    jar = {};
    posts = [];
    waypoints = [];
    seen = [];
    tick = undefined;
    ajax = vi.fn((_a: string, f: { stats_data_array: string }) => (posts.push(JSON.parse(f.stats_data_array).record_type), Promise.resolve('')));
    document.body.innerHTML = `<div class="et_pb_ab_subject et_pb_ab_subject_id-11_3"></div>
      <div class="et_pb_newsletter et_pb_ab_goal et_pb_ab_goal_id-11"><a class="et_pb_newsletter_button" href="#">Go</a></div>
      <div class="et_pb_newsletter other"></div>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('records read_page after the bounce time and view_goal at the waypoint, once each, with cookies', () => {
    mount(document.body.firstElementChild as HTMLElement, context());
    const start = Date.now(); // at or after the mount: start + 5000 is past the bounce time
    tick!(start + 4000);
    expect(posts).toEqual([]);
    tick!(start + 5000);
    waypoints[0]();
    waypoints[0]();
    tick!(start + 6000);
    expect(posts).toEqual(['read_page', 'view_goal']);
    expect(jar).toEqual({ et_pb_ab_read_page_11t113: 'true', et_pb_ab_view_goal_11t113: 'true' });
  });

  it('sends nothing a cookie already records, and never retries a failed POST', async () => {
    jar.et_pb_ab_read_page_11t113 = 'true';
    ajax.mockImplementation(() => (posts.push('x'), Promise.reject(new Error('500'))));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount(document.body.firstElementChild as HTMLElement, context());
    tick!(Date.now() + 10_000);
    waypoints[0]();
    waypoints[0]();
    await Promise.resolve();
    expect(posts).toEqual(['x']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('records read_goal once the goal has been in view for 3 s after its waypoint, counting from when it came back', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = Date.UTC(2026, 0, 1);
    vi.setSystemTime(t);
    mount(document.body.firstElementChild as HTMLElement, context(false, { bounceRate: 3600 }));
    waypoints[0]();
    expect(posts).toEqual(['view_goal']);
    seen[0]({ isIntersecting: true });
    tick!(t + 2000);
    vi.setSystemTime(t + 2500);
    seen[0]({ isIntersecting: false });
    tick!(t + 4000);
    const back = t + 5000;
    vi.setSystemTime(back);
    seen[0]({ isIntersecting: true });
    vi.useRealTimers();
    tick!(back + 2999);
    expect(posts).toEqual(['view_goal']);
    tick!(back + 3000);
    tick!(back + 9000);
    expect(posts).toEqual(['view_goal', 'read_goal']);
    expect(seen).toEqual([]); // no longer observed
  });

  const convert = (el: Element, module: string) => el.dispatchEvent(new CustomEvent('lightpage:conversion', { bubbles: true, detail: { module } }));

  it('records con_goal from the goal optin conversion only, not a click on its button nor another module', () => {
    mount(document.body.firstElementChild as HTMLElement, context());
    const goal = document.querySelector('.et_pb_ab_goal')!;
    (goal.querySelector('a') as HTMLElement).click();
    convert(document.querySelector('.other')!, 'newsletter');
    expect(posts).toEqual([]);
    convert(goal, 'newsletter');
    convert(goal, 'newsletter');
    expect(posts).toEqual(['con_goal']);
  });

  it('a contact form as the goal: the conversion its module dispatches from its root after a send records con_goal', async () => {
    document.body.innerHTML = `<div class="et_pb_ab_subject et_pb_ab_subject_id-11_3"></div>
      <div id="et_pb_contact_form_0" class="et_pb_contact_form_container et_pb_ab_goal et_pb_ab_goal_id-11" data-form_unique_num="0">
      <div class="et-pb-contact-message"></div><div class="et_pb_contact"><form class="et_pb_contact_form" method="post" action="/contact/">
      <p class="et_pb_contact_field" data-id="name" data-type="input"><label class="et_pb_contact_form_label">Name</label><input type="text" name="et_pb_contact_name_0" value="Ada" data-required_mark="required" data-field_type="input" data-original_id="name"></p>
      <button type="submit">Send</button><input type="hidden" name="_wpnonce-et-pb-contact-form-submitted-0" value="n"></form></div></div>`;
    const fetch = vi.fn(() => Promise.resolve(new Response('<div id="et_pb_contact_form_0"><div class="et-pb-contact-message"><p>Thanks for contacting us</p></div></div>', { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    try {
      const { mount: mountForm } = await import('../../../src/modules/contact-form/index');
      const { signal } = await import('../../../src/core/signal');
      mount(document.body.firstElementChild as HTMLElement, context());
      const root = document.getElementById('et_pb_contact_form_0')!;
      mountForm(root, { builder: false, signal, settings: { strings: {} }, scheduler: { frame: { write: (job: () => void) => job() } } } as unknown as ModuleContext);
      root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      await vi.waitFor(() => expect(posts).toEqual(['con_goal']), { timeout: 5000 });
      expect(fetch).toHaveBeenCalledOnce();
      expect(root.textContent).toContain('Thanks for contacting us');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a goal holding a form records its clicks, not the conversion of the form inside it (the theme logs a form goal only)', () => {
    document.querySelector('.et_pb_ab_goal')!.className = 'et_pb_row et_pb_ab_goal et_pb_ab_goal_id-11';
    document.querySelector('.et_pb_ab_goal a')!.className = 'et_pb_newsletter';
    mount(document.body.firstElementChild as HTMLElement, context());
    convert(document.querySelector('.et_pb_ab_goal .et_pb_newsletter')!, 'newsletter');
    expect(posts).toEqual([]);
    (document.querySelector('.et_pb_ab_goal a') as HTMLElement).click();
    expect(posts).toEqual(['click_goal']);
    expect(jar).toEqual({ et_pb_ab_click_goal_11t11: 'true' });
  });

  it('a thank-you page converts the shop log and a split-track cookie, then spends both; malformed ones are ignored', () => {
    jar = { et_pb_ab_shop_log: '11_3_t11', et_pb_ab_shortcode_track_12: '12_1_t12', et_pb_ab_shortcode_track_13: 'true' };
    document.body.innerHTML = `<div class="et_pb_ab_shop_conversion"></div>
      <div class="et_pb_ab_split_track" data-test_id="12"></div><div class="et_pb_ab_split_track" data-test_id="13"></div>`;
    mount(document.body.firstElementChild as HTMLElement, context(false, { active: false }));
    expect(posts).toEqual(['con_goal', 'con_short']);
    expect(jar).toEqual({ et_pb_ab_con_goal_11t113: 'true', et_pb_ab_con_short_12t12: 'true', et_pb_ab_shortcode_track_13: 'true' });
  });

  it('a cached page: the subject is fetched and put in place of its placeholder; no answer is one warning', async () => {
    document.body.innerHTML = `<div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_11_1"></div>
      <div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_11_2"></div><p>after</p>`;
    ajax.mockImplementation((action: string, f: { stats_data_array: string }) =>
      action === 'et_pb_ab_get_subject_id'
        ? Promise.resolve({ id: 2, content: '<div class="et_pb_text et_pb_ab_subject_id-11_2">Two</div>' })
        : (posts.push(JSON.parse(f.stats_data_array).record_type), Promise.resolve('')));
    const scanned = vi.fn();
    document.addEventListener('lightpage:scan', scanned);
    mount(document.body.firstElementChild as HTMLElement, context(false, { cachePluginActive: true }));
    await vi.waitFor(() => expect(document.querySelector('.et_pb_subject_placeholder')).toBeNull());
    expect(document.body.firstElementChild!.className).toBe('et_pb_text et_pb_ab_subject_id-11_2');
    expect(ajax).toHaveBeenCalledWith('et_pb_ab_get_subject_id', { et_frontend_nonce: 'f', et_pb_ab_test_id: 11 });
    expect(scanned).toHaveBeenCalledOnce();
    document.removeEventListener('lightpage:scan', scanned);
    tick!(Date.now() + 6000);
    expect(JSON.parse(ajax.mock.calls.at(-1)![1].stats_data_array)).toEqual({ test_id: 11, subject_id: '2', record_type: 'read_page' });

    vi.resetModules();
    ({ mount } = await import('../../../src/modules/ab-testing/index'));
    ajax.mockReset().mockRejectedValue(new Error('parse'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_11_1"></div>';
    tick = undefined;
    mount(document.body.firstElementChild as HTMLElement, context(false, { cachePluginActive: true }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(ajax).toHaveBeenCalledOnce(); // nothing recorded without a subject
    expect(tick).toBeUndefined();
    warn.mockRestore();
  });

  it('a shop goal records click_goal and leaves the log cookie its thank-you page converts', () => {
    document.querySelector('.et_pb_ab_goal')!.className = 'et_pb_module et_pb_shop et_pb_ab_goal et_pb_ab_goal_id-11';
    mount(document.body.firstElementChild as HTMLElement, context());
    (document.querySelector('.et_pb_ab_goal a') as HTMLElement).click();
    expect(posts).toEqual(['click_goal']);
    expect(jar).toMatchObject({ et_pb_ab_click_goal_11t11: 'true', et_pb_ab_shop_log: '11_3_t11' });
  });

  it('does nothing in the builder preview', () => {
    mount(document.body.firstElementChild as HTMLElement, context(true));
    expect(tick).toBeUndefined();
    expect(waypoints).toEqual([]);
    document.querySelector('.et_pb_ab_goal')!.dispatchEvent(new CustomEvent('lightpage:conversion', { bubbles: true, detail: { module: 'newsletter' } }));
    expect(posts).toEqual([]);
  });
});
