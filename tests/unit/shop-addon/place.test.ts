// Where the links go: by cart key, never by position on the page (contracts §1.7 "index-based lookup
// is fragile"): loading placeholder rows, a mini-cart's rows before the cart's, older markup without
// keys, re-created rows and removals.
import { beforeEach, describe, expect, it } from 'vitest';
import { HOST_ATTR, itemsOnPage, place } from '../../../src/shop-addon/place';
import { cartRow, cartTable, placeholders, summary, summaryItem } from './markup';

const ORDER = ['a', 'b', 'c'];
const rows = (unkeyed = false) => ORDER.map((key) => cartRow({ key, name: `Item ${key}`, unkeyed })).join('');
const boxes = new Set(['b']);
const wanted = (k: string) => boxes.has(k);
/** For each host: the key it carries and the name of the item it sits in. */
const where = () =>
  [...document.querySelectorAll(`[${HOST_ATTR}]`)].map((h) => [
    h.getAttribute(HOST_ATTR),
    h.closest('.wc-block-cart-items__row,.wc-block-components-order-summary-item')!.querySelector('.wc-block-components-product-name')!.textContent,
    h.previousElementSibling!.className.split(' ')[0],
  ]);

beforeEach(() => {
  document.body.innerHTML = '';
  boxes.clear();
  boxes.add('b');
});

describe('shop add-on: placing the links', () => {
  it('puts one host after the price of the keyed cart row, and after the name of the summary item', () => {
    document.body.innerHTML = cartTable(rows()) + summary(ORDER.map((k) => summaryItem(`Item ${k}`)).join(''));
    const hosts = place(document, ORDER, wanted);
    expect(hosts).toHaveLength(2);
    expect(where()).toEqual([
      ['b', 'Item b', 'wc-block-cart-item__prices'],
      ['b', 'Item b', 'wc-block-components-product-name'],
    ]);
  });

  it('is idempotent: a second run changes nothing and returns the same hosts', () => {
    document.body.innerHTML = cartTable(rows()) + summary(ORDER.map((k) => summaryItem(`Item ${k}`)).join(''));
    const first = place(document, ORDER, wanted);
    const html = document.body.innerHTML;
    const second = place(document, ORDER, wanted);
    expect(second).toEqual(first);
    expect(second.every((h, i) => h === first[i])).toBe(true);
    expect(document.body.innerHTML).toBe(html);
  });

  it('places nothing on the three loading rows, then the right row once the cart arrives (no keys)', () => {
    document.body.innerHTML = cartTable(placeholders());
    expect(place(document, [], wanted)).toEqual([]);
    // Three placeholders and three items: counts agree, but placeholders have no name.
    expect(place(document, ORDER, wanted)).toEqual([]);
    expect(document.querySelectorAll(`[${HOST_ATTR}]`)).toHaveLength(0);
    document.querySelector('tbody')!.innerHTML = rows(true);
    place(document, ORDER, wanted);
    expect(where()).toEqual([['b', 'Item b', 'wc-block-cart-item__prices']]);
  });

  it('is not shifted by a mini-cart table before the cart, with or without keys', () => {
    for (const unkeyed of [false, true]) {
      document.body.innerHTML = cartTable(rows(unkeyed), 'wc-block-mini-cart-items') + cartTable(rows(unkeyed));
      place(document, ORDER, wanted);
      expect(where()).toEqual([
        ['b', 'Item b', 'wc-block-cart-item__prices'],
        ['b', 'Item b', 'wc-block-cart-item__prices'],
      ]);
      expect(document.querySelectorAll('table')[1].querySelector(`[${HOST_ATTR}]`)!.closest('tr')!.getAttribute('data-cart-item-key')).toBe(unkeyed ? null : 'b');
    }
  });

  it('gives a row the host back when the host re-creates it, and drops the detached one', () => {
    document.body.innerHTML = cartTable(rows());
    const [old] = place(document, ORDER, wanted);
    const row = old.closest('tr')!;
    const fresh = row.cloneNode(true) as HTMLElement; // what the host renders: its own nodes only
    fresh.querySelector(`[${HOST_ATTR}]`)!.remove();
    row.replaceWith(fresh);
    const hosts = place(document, ORDER, wanted);
    expect(hosts).toHaveLength(1);
    expect(hosts[0]).not.toBe(old);
    expect(hosts[0].isConnected).toBe(true);
    expect(where()).toEqual([['b', 'Item b', 'wc-block-cart-item__prices']]);
  });

  it('moves a host the host pushed out of place, and removes duplicates', () => {
    document.body.innerHTML = cartTable(rows());
    const [host] = place(document, ORDER, wanted);
    const wrap = host.parentElement!;
    wrap.append(host); // now after the quantity block
    wrap.append(host.cloneNode()); // and a stray copy
    place(document, ORDER, wanted);
    expect(wrap.querySelectorAll(`[${HOST_ATTR}]`)).toHaveLength(1);
    expect(host.previousElementSibling!.className).toBe('wc-block-cart-item__prices');
  });

  it('follows the item when an earlier one is removed from a list without keys', () => {
    boxes.add('c');
    document.body.innerHTML = summary(ORDER.map((k) => summaryItem(`Item ${k}`)).join(''));
    place(document, ORDER, wanted);
    expect(where().map((w) => w[1])).toEqual(['Item b', 'Item c']);
    document.querySelector('.wc-block-components-order-summary-item')!.remove(); // 'a' is gone
    place(document, ['b', 'c'], wanted);
    expect(where()).toEqual([
      ['b', 'Item b', 'wc-block-components-product-name'],
      ['c', 'Item c', 'wc-block-components-product-name'],
    ]);
  });

  it('leaves a list in mid-update alone (its count disagrees with the cart), keeping its hosts', () => {
    document.body.innerHTML = summary(ORDER.map((k) => summaryItem(`Item ${k}`)).join(''));
    const [host] = place(document, ORDER, wanted);
    expect(place(document, ['b', 'c'], wanted)).toEqual([host]); // 'a' removed from the cart, still on the page
    expect(host.isConnected).toBe(true);
  });

  it('removes hosts of items that no longer want a link', () => {
    document.body.innerHTML = cartTable(rows());
    place(document, ORDER, wanted);
    boxes.clear();
    expect(place(document, ORDER, wanted)).toEqual([]);
    expect(document.querySelectorAll(`[${HOST_ATTR}]`)).toHaveLength(0);
  });

  it('reads keys from the rows when WooCommerce marks them, whatever the order says', () => {
    document.body.innerHTML = cartTable(rows());
    expect(itemsOnPage(document, ['x']).map(([, k]) => k)).toEqual(ORDER);
  });
});
