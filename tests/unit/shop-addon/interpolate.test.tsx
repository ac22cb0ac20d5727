// The stand-in's price rendering follows createInterpolateElement (contracts §1.6), so the demo shows
// what WooCommerce would show for the add-on's formats.
import { describe, expect, it } from 'vitest';
import { createRoot } from 'react-dom/client';
import { act } from '@test/act';
import { interpolate } from '../../../demo/shop/stand-in/price';

async function html(format: string) {
  const el = document.createElement('div');
  const root = createRoot(el);
  await act(() => root.render(<>{interpolate(format, { price: <b>$1</b> })}</>));
  const out = el.innerHTML;
  await act(() => root.unmount());
  return out;
}

describe('stand-in price formats', () => {
  it('replaces <price/> and keeps the text around it', async () => {
    expect(await html('<price/> / 1 Month')).toBe('<b>$1</b> / 1 Month');
  });
  it('shows a tag with attributes as literal text', async () => {
    expect(await html('<price/> <span class="x">a')).toBe('<b>$1</b> &lt;span class="x"&gt;a');
  });
  it('stops at the first unknown token and shows the rest as text', async () => {
    expect(await html('<price/> </span> <price/>')).toBe('<b>$1</b> &lt;/span&gt; &lt;price/&gt;');
  });
});
