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
