// The 'View Attached Products' link and its popup (spec §2 "Subscription add-on surfaces"). The class
// names are the plugin's, so its stylesheet (contracts §2.5) styles them as on a classic cart.
import { useEffect, useRef } from 'react';
import type { AttachedProduct } from './attached';

export const LINK_TEXT = 'View Attached Products';
export const HEADING = 'Attached Products';
const TITLE_ID = 'lp-sfw-attached-title';

/** A link that opens the popup: Enter (as any link) or Space (as a button) opens it too. */
export function AttachedLink({ onOpen }: { onOpen(opener: HTMLElement): void }) {
  return (
    <a
      href="#"
      role="button"
      aria-haspopup="dialog"
      className="wps_show_customer_subscription_box_popup"
      onClick={(e) => {
        e.preventDefault();
        onOpen(e.currentTarget);
      }}
      onKeyDown={(e) => {
        if (e.key !== ' ') return;
        e.preventDefault();
        onOpen(e.currentTarget);
      }}
    >
      {LINK_TEXT}
    </a>
  );
}

export interface PopupProps {
  products: AttachedProduct[];
  onClose(): void;
  /** Where focus goes back to when the popup closes. */
  returnTo(): HTMLElement | null | undefined;
}

/**
 * A modal dialog: focus moves to its close control and comes back to the link on close; Escape and the
 * close control close it; Tab stays inside. Names and image URLs are text and attributes, never HTML.
 */
export function AttachedPopup({ products, onClose, returnTo }: PopupProps) {
  const close = useRef<HTMLButtonElement>(null);
  const props = useRef({ onClose, returnTo });
  props.current = { onClose, returnTo };
  useEffect(() => {
    close.current?.focus();
    // Escape closes this dialog only, not a drawer or modal of the host's that it was opened from.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      props.current.onClose();
    };
    addEventListener('keydown', onKey, true);
    return () => {
      removeEventListener('keydown', onKey, true);
      props.current.returnTo()?.focus();
    };
  }, []);
  return (
    <div
      className="wps-attached-products-popup active_customer_popup"
      role="dialog"
      aria-modal="true"
      aria-labelledby={TITLE_ID}
      onKeyDown={(e) => {
        if (e.key !== 'Tab') return;
        e.preventDefault();
        close.current?.focus();
      }}
    >
      <strong id={TITLE_ID}>{HEADING}</strong>
      <ul>
        {products.map((p, i) => (
          <li key={i}>
            {p.image ? <img src={p.image} width={40} height={40} alt="" /> : null} {p.name} x {p.quantity}
          </li>
        ))}
      </ul>
      <button ref={close} type="button" className="wps_sfw_customer_close_popup" aria-label="Close" onClick={() => props.current.onClose()}>
        ×
      </button>
    </div>
  );
}
