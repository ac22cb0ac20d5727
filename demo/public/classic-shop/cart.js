// The demo's stand-in for WooCommerce's classic cart script (woocommerce/assets/js/frontend/cart.js),
// on the real jQuery: "Update cart" and the remove links POST back to the cart page, and the answer is
// swapped in as WooCommerce's update_wc_div does, with its events on document.body: updated_wc_div,
// updated_cart_totals, and wc_cart_emptied when the cart is empty.
jQuery(function ($) {
  var $body = $(document.body);
  function updateTotals($totals) {
    $('.cart_totals').replaceWith($totals);
    $body.trigger('updated_cart_totals');
  }
  function updateWcDiv(html) {
    var $html = $($.parseHTML(html));
    var $form = $html.find('.woocommerce-cart-form');
    if (!$form.length) {
      $('.woocommerce-cart-form').closest('.woocommerce').replaceWith($html.find('.cart-empty').closest('.woocommerce'));
      $body.trigger('wc_cart_emptied');
    } else {
      $('.woocommerce-cart-form').replaceWith($form);
      updateTotals($html.find('.cart_totals'));
    }
    $body.trigger('updated_wc_div');
  }
  function post(data) {
    $('.woocommerce-cart-form').addClass('processing');
    $.ajax({ type: 'POST', url: location.pathname, data: data, dataType: 'html' }).done(updateWcDiv);
  }
  $(document).on('submit', '.woocommerce-cart-form', function (e) {
    e.preventDefault();
    post($(this).serialize() + '&update_cart=Update+cart');
  });
  $(document).on('click', '.woocommerce-cart-form .product-remove > a', function (e) {
    e.preventDefault();
    post({ remove_item: $(this).data('cart_item_key'), _wpnonce: 'cart-nonce' });
  });
});
