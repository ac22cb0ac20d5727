// The demo's stand-in for WooCommerce's classic checkout script (woocommerce/assets/js/frontend/
// checkout.js), on the real jQuery: a country change updates the order review and fires updated_checkout
// with the server's answer; "Place order" posts the form and, on failure, puts the server's notices at the
// top of the form and fires checkout_error, as WooCommerce's submit_error does.
jQuery(function ($) {
  var $body = $(document.body);
  var $form = $('form.checkout');
  var ajaxurl = window.et_pb_custom ? et_pb_custom.ajaxurl : '/wp-admin/admin-ajax.php';
  function notices(messages) {
    $('.woocommerce-NoticeGroup-checkout, .woocommerce-error, .woocommerce-message').remove();
    $form.prepend('<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">' + messages + '</div>');
  }
  $form.on('change', 'select.country_to_state', function () {
    $.ajax({ type: 'POST', url: ajaxurl, data: { action: 'lp_demo_update_order_review', country: $(this).val() }, dataType: 'json' }).done(function (data) {
      if (data && data.result === 'failure') notices(data.messages);
      else $('.woocommerce-NoticeGroup-checkout').remove();
      $body.trigger('updated_checkout', [data]);
    });
  });
  $form.on('submit', function (e) {
    e.preventDefault();
    $.ajax({ type: 'POST', url: ajaxurl, data: $form.serialize() + '&action=lp_demo_checkout', dataType: 'json' }).done(function (result) {
      if (result.result === 'success') {
        notices('<div class="woocommerce-message" role="status">Order received (demo: nothing was charged).</div>');
        return;
      }
      notices(result.messages);
      $form.find('.input-text, select, input:checkbox').trigger('validate').trigger('blur');
      $body.trigger('checkout_error', [result.messages]);
    });
  });
});
