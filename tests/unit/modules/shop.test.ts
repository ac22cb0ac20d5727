// The shop helpers: their rules as plain functions, and the module on the real jQuery (WooCommerce's
// events arrive through it) or without it (nothing is bound, nothing throws).
import { afterEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';
import { checkoutErrorY, duplicates, itemCountText, totalQuantity } from '../../../src/modules/shop/logic';
import { mount } from '../../../src/modules/shop/index';
import type { ModuleContext } from '../../../src/core/types';

describe('shop rules', () => {
  it('counts quantities; blanks and junk count 0', () => {
    expect(totalQuantity(['1', '5', '', 'x', '-2', '3'])).toBe(9);
    expect(itemCountText(1, '%d Item', '%d Items')).toBe('1 Item');
    expect(itemCountText(0, '%d Item', '%d Items')).toBe('0 Items');
    expect(itemCountText(7, '%d Artikel', '%d Artikel')).toBe('7 Artikel');
  });

  it('checkout error target: − 100, and − the header only with a fixed nav wider than 980 px', () => {
    expect(checkoutErrorY(1500, 80, true, 1280)).toBe(1320);
    expect(checkoutErrorY(1500, 80, true, 980)).toBe(1400);
    expect(checkoutErrorY(1500, 80, false, 1280)).toBe(1400);
    expect(checkoutErrorY(50, 80, true, 1280)).toBe(0);
  });

  it('duplicates: everything after the first of its group', () => {
    expect(duplicates(['a1', 'b1', 'a2', 'a3', 'b2'], (s) => s[0])).toEqual(['a2', 'a3', 'b2']);
  });
});

/** The fixed header, 66 px tall (happy-dom lays nothing out), as the module measures it when an error comes. */
const HEADER_PX = 66;
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.id === 'main-header' ? HEADER_PX : 0;
  },
});

/** A context whose frame phases run at once and whose scroll is recorded. */
function fakeCtx(builder = false) {
  const scrolls: [number, number | undefined][] = [];
  const ctx = {
    builder,
    settings: { itemCount: '%d Item', itemsCount: '%d Items' },
    scheduler: {
      frame: { read: (fn: () => void) => fn(), write: (fn: () => void) => fn() },
      geometry: (el: Element) => ({ top: Number((el as HTMLElement).dataset.top), left: 0, width: 0, height: 0 }),
      forget: () => {},
      viewport: { width: 1280, height: 800, scrollY: 0 },
    },
    smoothScroll: (y: number, ms?: number) => (scrolls.push([y, ms]), Promise.resolve()),
  } as unknown as ModuleContext;
  return { ctx, scrolls };
}

describe('shop module', () => {
  afterEach(() => {
    delete (window as unknown as { jQuery?: unknown }).jQuery;
    document.body.innerHTML = '';
    document.body.className = '';
  });

  it('listens through jQuery: count, duplicates, emptied, checkout errors; unbinds when the last root goes', () => {
    (window as unknown as { jQuery: unknown }).jQuery = jQuery;
    document.body.className = 'et_fixed_nav';
    document.body.innerHTML = `<div id="et-secondary-menu"><a class="et-cart-info"><span>1 Item</span></a></div>
<div class="et_pb_module et_pb_wc_cart_products"><form class="woocommerce-cart-form"><input class="qty" value="2"><input class="qty" value="3"></form><div class="cart_totals">A</div><div class="cart_totals">B</div></div>
<div class="et_pb_module et_pb_wc_cart_totals"><div class="cart_totals">C</div><div class="cart_totals">D</div></div>
<form class="checkout" data-top="1500"></form><header id="main-header"></header>`;
    const { ctx, scrolls } = fakeCtx();
    const offA = mount(document.querySelector('.woocommerce-cart-form')!, ctx)!;
    const offB = mount(document.querySelector('form.checkout')!, ctx)!;
    jQuery(document.body).trigger('updated_wc_div');
    expect(document.querySelector('.et-cart-info span')!.textContent).toBe('5 Items');
    expect(Array.from(document.querySelectorAll('.cart_totals'), (e) => e.textContent)).toEqual(['A', 'C']);
    jQuery(document.body).trigger('checkout_error', ['<ul class="woocommerce-error"></ul>']);
    jQuery(document.body).trigger('updated_checkout', [{ result: 'success' }]);
    jQuery(document.body).trigger('updated_checkout', [{ result: 'failure' }]);
    expect(scrolls).toEqual([[1334, 1000], [1334, 1000]]); // bound once for the two roots: once per event
    jQuery(document.body).trigger('wc_cart_emptied');
    expect((document.querySelector('.et_pb_wc_cart_totals') as HTMLElement).style.display).toBe('none');
    expect(document.querySelector('.et-cart-info span')!.textContent).toBe('0 Items');
    offA();
    jQuery(document.body).trigger('checkout_error');
    expect(scrolls).toHaveLength(3);
    offB();
    jQuery(document.body).trigger('checkout_error');
    expect(scrolls).toHaveLength(3);
  });

  it('takes over WooCommerce\'s scroll to notices while mounted', () => {
    const own = vi.fn();
    (jQuery as unknown as { scroll_to_notices: unknown }).scroll_to_notices = own;
    (window as unknown as { jQuery: unknown }).jQuery = jQuery;
    document.body.innerHTML = '<form class="checkout" data-top="900"><div class="notices" data-top="700"></div></form>';
    const { ctx, scrolls } = fakeCtx();
    const off = mount(document.querySelector('form.checkout')!, ctx)!;
    (jQuery as unknown as { scroll_to_notices: (el: unknown) => void }).scroll_to_notices(jQuery('.notices'));
    expect(scrolls).toEqual([[600, 1000]]);
    expect(own).not.toHaveBeenCalled();
    off();
    expect((jQuery as unknown as { scroll_to_notices: unknown }).scroll_to_notices).toBe(own);
    delete (jQuery as unknown as { scroll_to_notices?: unknown }).scroll_to_notices;
  });

  it('without jQuery nothing is bound and nothing throws; in the builder preview removal links are blocked', () => {
    document.body.innerHTML = '<form class="woocommerce-cart-form"><table><tr><td class="product-remove"><a href="#remove" class="remove">×</a></td></tr></table></form>';
    const { ctx } = fakeCtx(true);
    const off = mount(document.querySelector('form')!, ctx)!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    const seen = vi.fn();
    document.addEventListener('click', seen);
    document.querySelector('a.remove')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();
    off();
    document.removeEventListener('click', seen);
  });
});
