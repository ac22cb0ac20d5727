import { describe, expect, it } from 'vitest';
import { decodeEntities, toText } from '../../../src/shop-addon/text';

describe('shop add-on: text from HTML', () => {
  it('decodes numeric and the common named entities, and leaves unknown ones', () => {
    expect(decodeEntities('Tom &amp; Jerry &#8211; &#x2014; &quot;a&quot; &#039;b&#039; &nbsp;x')).toBe('Tom & Jerry \u2013 \u2014 "a" \'b\' \u00a0x');
    expect(decodeEntities('&bogus; &#0; &#x110000; &lt;b&gt;')).toBe('&bogus; &#0; &#x110000; <b>');
  });

  it('strips tags and collapses white space, as the plugin spans arrive', () => {
    expect(toText('<span class="wps_sfw_interval"> / 1 Month </span><span class="wps_sfw_expiry_interval"> For 1 Year </span>')).toBe('/ 1 Month For 1 Year');
    expect(toText(' / 1&nbsp;Week ')).toBe('/ 1 Week');
  });

  it('drops script and style content and anything token-shaped left after decoding', () => {
    expect(toText('a<script>alert(1)</script>b<style>p{}</style>c')).toBe('abc');
    // Decoded text could otherwise add a second price token, or stop WooCommerce parsing the format.
    expect(toText('&lt;price/&gt; and &lt;/span&gt; left')).toBe('and left');
    expect(toText('5 &lt; 6')).toBe('5 < 6');
  });

  it('is empty for empty, tag-only or non-string values', () => {
    for (const v of ['', '   ', '<span> </span>', undefined, null, 3, {}, []]) expect(toText(v)).toBe('');
  });
});
