// The globals the subscription plugin prints (contracts §2.2): sfw_public_block on cart and checkout
// pages ({ajaxurl, place_order_button_text, sfw_public_nonce}) and sfw_public_param on every page
// ({ajaxurl, cart_url, sfw_public_nonce}). Read when needed, since the add-on may run before they exist.

export interface ShopSettings {
  ajaxUrl: string;
  nonce: string;
  placeOrderText: unknown;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

export function readSettings(g: object = globalThis): ShopSettings {
  const block = obj((g as Record<string, unknown>).sfw_public_block);
  const param = obj((g as Record<string, unknown>).sfw_public_param);
  return {
    ajaxUrl: str(block.ajaxurl) || str(param.ajaxurl),
    // The plugin sends the nonce of sfw_public_param; the block object carries the same one.
    nonce: str(param.sfw_public_nonce) || str(block.sfw_public_nonce),
    placeOrderText: block.place_order_button_text,
  };
}
