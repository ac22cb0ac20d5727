import { describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../../src/core/settings';
import { deviceMode } from '../../../src/core/device';

describe('readSettings', () => {
  it('reads the stringified globals the theme prints', () => {
    const s = readSettings({ et_pb_custom: { ajaxurl: '/ajax', et_frontend_nonce: 'n1', ignore_waypoints: 'yes', page_id: '11', captcha: 'Captcha' } } as never);
    expect(s).toMatchObject({ ajaxurl: '/ajax', frontendNonce: 'n1', ignoreWaypoints: true, pageId: '11' });
    expect(s.strings.captcha).toBe('Captcha');
  });

  it('falls back to defaults for a missing or broken global, with a warning for the broken one', () => {
    expect(readSettings({} as never).ajaxurl).toBe('/wp-admin/admin-ajax.php');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readSettings({ et_pb_custom: '<broken>' } as never).ignoreWaypoints).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('deviceMode', () => {
  it.each([
    [1280, 'desktop'], [981, 'desktop'], [980, 'tablet'], [768, 'tablet'], [767, 'phone'], [320, 'phone'],
  ])('%i px is %s', (w, mode) => expect(deviceMode(w)).toBe(mode));
});

describe('readSettings: the rest of et_pb_custom and the other globals', () => {
  const theme = {
    et_pb_custom: {
      ajaxurl: 'https://site.test/wp-admin/admin-ajax.php', images_uri: '/img', builder_images_uri: '/bimg', et_ab_log_nonce: 'ab1',
      ab_tests: [{ post_id: 11, test_id: '3' }, 'junk'], is_ab_testing_active: '1', unique_test_id: '3', ab_bounce_rate: '8',
      is_cache_plugin_active: 'yes', is_shortcode_tracking: 'on', fill_message: 'Please, fill in the following fields:',
    },
    DIVI: { item_count: '%d Artikel', items_count: '%d Artikel' },
  };

  it('types the strings: "1"/"" and "yes"/"no" booleans, numbers from strings', () => {
    const s = readSettings(theme as never);
    expect(s).toMatchObject({ ajaxurl: 'https://site.test/wp-admin/admin-ajax.php', imagesUri: '/img', builderImagesUri: '/bimg', abLogNonce: 'ab1' });
    expect(s.ab).toEqual({ active: true, tests: [{ postId: 11, testId: '3' }], uniqueTestId: '3', bounceRate: 8, cachePluginActive: true, shortcodeTracking: true });
    expect(s.strings.fill_message).toBe('Please, fill in the following fields:');
    expect(s.itemCount).toBe('%d Artikel');
  });

  it('reads "" and "no" as false, and defaults what is missing', () => {
    const s = readSettings({ et_pb_custom: { is_ab_testing_active: '', is_cache_plugin_active: 'no', ab_bounce_rate: 'abc', ignore_waypoints: 'no' } } as never);
    expect(s.ab).toMatchObject({ active: false, cachePluginActive: false, shortcodeTracking: false, bounceRate: 5, tests: [] });
    expect(s.ignoreWaypoints).toBe(false);
    expect(s.itemCount).toBe('%d Item');
    expect(s.itemsCount).toBe('%d Items');
  });

  it('survives every global being malformed, warning once per broken global', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = readSettings({ et_pb_custom: ['a'], DIVI: 'x' } as never);
    expect(s.ajaxurl).toBe('/wp-admin/admin-ajax.php');
    expect(s.ab.tests).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('readSettings: a broken global costs one feature, never the runtime', () => {
  it('reads each global in isolation: a getter or a Proxy that throws gives that global\'s defaults and one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = {
      get et_pb_custom(): unknown {
        throw new Error('plugin');
      },
      DIVI: new Proxy({}, { ownKeys: () => { throw new Error('proxy'); } }),
    };
    const s = readSettings(win as never);
    expect(s.ajaxurl).toBe('/wp-admin/admin-ajax.php');
    expect(s.itemCount).toBe('%d Item');
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[lightpage] et_pb_custom is not an object; using defaults',
      '[lightpage] DIVI is not an object; using defaults',
    ]);
    warn.mockRestore();
  });

  it('one broken global leaves the others read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = readSettings({ get DIVI(): unknown { throw new Error('x'); }, et_pb_custom: { ajaxurl: '/a' } } as never);
    expect(s.ajaxurl).toBe('/a');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
