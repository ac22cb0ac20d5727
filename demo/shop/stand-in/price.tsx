// ProductPrice and the part of createInterpolateElement it relies on (contracts §1.6): a format must
// hold `<price/>`; `<name/>` tokens found in the map become elements; at the first token that is not
// in the map, parsing stops and the rest of the string is shown as plain text.
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { formatPrice, type Money } from './store';

const TOKEN = /<(\/)?(\w+)\s*(\/)?>/g;

/** createInterpolateElement for self-closing tokens (all the price formats use). */
export function interpolate(format: string, map: Record<string, ReactElement>): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(format); m; m = TOKEN.exec(format)) {
    const [all, closing, name, selfClosing] = m;
    if (!map[name] || closing || !selfClosing) break;
    if (m.index > at) out.push(format.slice(at, m.index));
    out.push(<Fragment key={out.length}>{map[name]}</Fragment>);
    at = m.index + all.length;
  }
  if (at < format.length) out.push(format.slice(at));
  return out;
}

export function ProductPrice({ format = '<price/>', price, currency, className = '' }: { format?: string; price?: string | number; currency?: Money; className?: string }) {
  let f = format;
  if (!f.includes('<price/>')) {
    f = '<price/>';
    console.error('Price formats need to include the `<price/>` tag.');
  }
  const value = (
    <span className="wc-block-formatted-money-amount wc-block-components-formatted-money-amount wc-block-components-product-price__value">
      {formatPrice(price, currency)}
    </span>
  );
  return <span className={`price wc-block-components-product-price ${className}`.trim()}>{interpolate(f, { price: value })}</span>;
}
