// The theme's map module markup (Map.php / MapItem.php), shared by the two map demo pages.
const pin = (lat: number, lng: number, title: string, info?: string) =>
  `<div class="et_pb_map_pin" data-lat="${lat}" data-lng="${lng}" data-title="${title}">
<h3 style="margin-top: 10px;">${title}</h3>${info ? `\n<div class="infowindow">${info}</div>` : ''}
</div>`;

export function mapSection(id: string, intro: string): string {
  return `<div class="et_pb_section et_pb_section_0 et_section_regular">
<div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
<div class="et_pb_module et_pb_text et_pb_text_0 lp-map-intro"><div class="et_pb_text_inner"><h1>Find us</h1><p>${intro}</p>
<p>Scroll down to the map: the maps service is loaded only when the map comes near view.</p></div></div>
<div id="${id}" class="et_pb_module et_pb_map_container et_pb_map_container_0" data-grayscale="0" data-grayscale-tablet="40" data-grayscale-phone="100">
<div class="et_pb_map" data-center-lat="52.52" data-center-lng="13.405" data-zoom="12" data-mouse-wheel="off" data-mobile-dragging="off"></div>
${pin(52.5163, 13.3777, 'Shop', '<p>Open Monday to Saturday, <strong>9 to 18</strong>.</p><p><a href="/cart/">Order online</a></p>')}
${pin(52.5219, 13.4132, 'Warehouse', '<p>Deliveries at the back door.</p>')}
${pin(52.507, 13.39, 'Parking')}
</div>
</div></div></div>`;
}

export const mapCss = `.lp-map-intro{min-height:220vh}
.et_pb_map{height:440px;width:100%;position:relative;background:#e5e3df}
.et_pb_map_pin{display:none}
.lp-map-infowindow h3{margin:0 0 4px;font-size:16px}
.fake-gmarker{position:absolute;top:45%;padding:2px 6px}.fake-gmarker:nth-of-type(1){left:20%}.fake-gmarker:nth-of-type(2){left:50%}.fake-gmarker:nth-of-type(3){left:75%}
.fake-ginfowindow{position:absolute;left:10%;top:10%;background:#fff;padding:8px;box-shadow:0 2px 6px rgba(0,0,0,.3)}`;
