import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../src/shop-addon/settings';

describe('shop add-on: settings', () => {
  it('reads the two globals the plugin prints', () => {
    const s = readSettings({
      sfw_public_block: { ajaxurl: '/a', place_order_button_text: 'Go', sfw_public_nonce: 'block-nonce' },
      sfw_public_param: { ajaxurl: '/b', cart_url: '/cart/', sfw_public_nonce: 'param-nonce' },
    });
    expect(s).toEqual({ ajaxUrl: '/a', nonce: 'param-nonce', placeOrderText: 'Go' });
  });
  it('falls back from one global to the other', () => {
    expect(readSettings({ sfw_public_param: { ajaxurl: '/b', sfw_public_nonce: 'p' } })).toEqual({ ajaxUrl: '/b', nonce: 'p', placeOrderText: undefined });
    expect(readSettings({ sfw_public_block: { ajaxurl: '/a', sfw_public_nonce: 'b' } })).toEqual({ ajaxUrl: '/a', nonce: 'b', placeOrderText: undefined });
  });
  it('tolerates missing or broken globals', () => {
    for (const g of [{}, { sfw_public_block: '<broken>', sfw_public_param: null }, { sfw_public_block: { ajaxurl: 5 }, sfw_public_param: [] }]) {
      expect(readSettings(g)).toEqual({ ajaxUrl: '', nonce: '', placeOrderText: undefined });
    }
  });
});
