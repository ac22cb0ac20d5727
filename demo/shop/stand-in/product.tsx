// Pieces both the cart rows and the order summary render, with WooCommerce's classes (contracts §1.7).
import { createElement } from 'react';
import type { StoreCartItem } from './store';

/** WooCommerce renders a product name as HTML (it may hold entities): so does the stand-in. */
export function ProductName({ name, permalink, disabled, disabledTagName = 'span' }: { name: string; permalink?: string; disabled?: boolean; disabledTagName?: string }) {
  const props = { className: 'wc-block-components-product-name', dangerouslySetInnerHTML: { __html: name } };
  return disabled || !permalink ? createElement(disabledTagName, props) : <a href={permalink} {...props} />;
}

/** item_data entries that are not hidden (the plugin's are all hidden: "1"). */
export function ProductDetails({ item }: { item: Partial<StoreCartItem> }) {
  const shown = (item.item_data ?? []).filter((d) => !d.hidden);
  if (!shown.length) return null;
  return (
    <div className="wc-block-components-product-metadata">
      <ul className="wc-block-components-product-details">
        {shown.map((d, i) => (
          <li key={i} className="wc-block-components-product-details__item">
            <span className="wc-block-components-product-details__name">{d.name}:</span>{' '}
            <span className="wc-block-components-product-details__value">{d.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProductImage({ item }: { item: Partial<StoreCartItem> }) {
  const img = item.images?.[0];
  return img ? <img src={img.src} alt={img.alt || item.name || ''} width={48} height={48} /> : <span className="wc-block-components-product-image--placeholder" />;
}

/** The newer WooCommerce marks cart rows with their key; the page can ask for the older markup. */
export const markKeys = () => typeof document === 'undefined' || !document.querySelector('[data-lp-wc="old"]');
