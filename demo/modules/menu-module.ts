// Two menu modules on one page, as Menu.php renders them: a menu module with a logo, a cart icon and a
// search, and a fullwidth menu module. Each builds its own phone menu (#mobile_menu1, #mobile_menu2).
import type { DemoModule } from '../pages/types';
import { sections } from '../chrome/pages';

const li = (id: number, href: string, text: string, sub = '') =>
  `<li class="et_pb_menu_page_id-${id} menu-item menu-item-type-custom menu-item-object-custom${sub ? ' menu-item-has-children' : ''} menu-item-${id}"><a href="${href}">${text}</a>${sub ? `<ul class="sub-menu">${sub}</ul>` : ''}</li>`;
const items = (n: number) =>
  [li(n + 1, '/', 'Home'), li(n + 2, '/kitchen-sink/', 'Modules', li(n + 3, '/modules/tabs/', 'Tabs') + li(n + 4, '/modules/toggle/', 'Toggle')), li(n + 5, '#lp-section-2', 'Section 3')].join('');

function menu(kind: 'et_pb_menu' | 'et_pb_fullwidth_menu', n: number, logoAndIcons: boolean): string {
  const logo = `<div class="et_pb_menu__logo-wrap"><div class="et_pb_menu__logo"><img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='93' height='43'%3E%3Crect width='93' height='43' rx='6' fill='%23e09900'/%3E%3C/svg%3E" width="93" height="43" alt="Shop"></div></div>`;
  return `<div class="et_pb_module ${kind} ${kind}_${n} et_pb_bg_layout_light et_pb_text_align_left et_dropdown_animation_fade ${logoAndIcons ? `${kind}--with-logo ` : ''}${kind}--style-left_aligned">
  <div class="et_pb_menu_inner_container clearfix">
    ${logoAndIcons ? logo : ''}
    <div class="et_pb_menu__wrap">
      <div class="et_pb_menu__menu"><nav class="et-menu-nav"><ul id="menu-shop-${n}" class="et-menu nav">${items(n * 10 + 100)}</ul></nav></div>
      ${logoAndIcons ? '<a href="/cart/" class="et_pb_menu__icon et_pb_menu__cart-button" aria-label="Cart"></a><button type="button" class="et_pb_menu__icon et_pb_menu__search-button"></button>' : ''}
      <div class="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="mobile_menu_bar"></span></div></div>
    </div>
    ${logoAndIcons ? `<div class="et_pb_menu__search-container et_pb_menu__search-container--disabled">
      <div class="et_pb_menu__search"><form role="search" method="get" class="et_pb_menu__search-form" action="/"><input type="search" class="et_pb_menu__search-input" placeholder="Search &hellip;" name="s" title="Search for:"></form>
      <button type="button" class="et_pb_menu__icon et_pb_menu__close-search-button"></button></div>
    </div>` : ''}
  </div>
</div>`;
}

const demo: DemoModule = {
  name: 'menu-module',
  title: 'Menu module (with search and cart) and fullwidth menu',
  order: 92,
  kitchenSink: false,
  html: `<div class="et_pb_section et_pb_section_menus et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4 et-last-child">
${menu('et_pb_menu', 0, true)}
</div></div></div>
<div class="et_pb_section et_pb_fullwidth_section et_section_regular">${menu('et_pb_fullwidth_menu', 0, false)}</div>
${sections('Menu modules', 'Two menu modules: each has its own phone menu; the first has a cart icon and a search that takes the place of its menu.', 3)}`,
  css: `.et_pb_menu{background:#fff;padding:10px 0;min-height:56px}
.et_pb_fullwidth_menu{background:#f4f4f4;padding:6px 10%;min-height:52px}
.et_pb_fullwidth_menu .et_pb_menu_inner_container{position:relative;display:flex;align-items:center;min-height:40px}
.et_pb_fullwidth_menu .et-menu{display:flex;list-style:none;margin:0;padding:0}.et_pb_fullwidth_menu .et-menu>li{position:relative;padding:0 11px}
.et_pb_fullwidth_menu .et-menu a{color:#333;text-decoration:none;font-weight:600}
.et_pb_fullwidth_menu .et_pb_menu__wrap{flex:1;display:flex;align-items:center}
.et_pb_fullwidth_menu .et_mobile_nav_menu{display:none;margin-left:auto}
@media (max-width:980px){.et_pb_fullwidth_menu .et_pb_menu__menu{display:none}.et_pb_fullwidth_menu .et_mobile_nav_menu{display:block}.et_pb_fullwidth_menu .et_mobile_menu{top:100%}}`,
};
export default demo;
