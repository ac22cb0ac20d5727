// A stand-in for the Google Maps JavaScript API, as far as the map module uses it: the bootstrap
// script (?key, &callback, &loading=async), importLibrary, Map, Marker, InfoWindow, event, Size, Point,
// ControlPosition. It draws plain elements so a visitor (or a test) can click pins, and it records
// every call in window.__fakeGoogle for the tests to read. window.__fakeGoogleMode is printed by the
// dev server: "ok", "silent" (never calls back) or "auth" (refuses the key).
(function () {
  var src = document.currentScript ? document.currentScript.src : '';
  var q = new URL(src, location.href).searchParams;
  var log = (window.__fakeGoogle = window.__fakeGoogle || { loads: [], maps: [], markers: [], infoWindows: [] });
  log.loads.push({ key: q.get('key'), callback: q.get('callback'), loading: q.get('loading') });
  if (window.__fakeGoogleMode === 'silent') return;

  function listen(obj, name, fn) {
    var list = (obj.__listeners[name] = obj.__listeners[name] || []);
    list.push(fn);
    return { remove: function () { list.splice(list.indexOf(fn), 1); } };
  }
  function trigger(obj, name) {
    (obj.__listeners[name] || []).slice().forEach(function (fn) { fn(); });
  }
  function listenerNames(obj) {
    return Object.keys(obj.__listeners).filter(function (k) { return obj.__listeners[k].length; });
  }

  function FakeMap(el, options) {
    var self = this;
    this.__listeners = {};
    this.el = el;
    this.options = Object.assign({}, options);
    this.record = { id: log.maps.length, options: JSON.parse(JSON.stringify(options)), setOptions: [], listeners: function () { return listenerNames(self); } };
    log.maps.push(this.record);
    this.canvas = document.createElement('div');
    this.canvas.className = 'fake-gmap';
    this.canvas.setAttribute('data-center', options.center.lat + ',' + options.center.lng);
    this.canvas.setAttribute('data-zoom', String(options.zoom));
    this.canvas.style.cssText = 'position:absolute;inset:0;background:#e5e3df;overflow:hidden';
    this.canvas.addEventListener('click', function (e) { if (e.target === self.canvas) trigger(self, 'click'); });
    el.style.position = el.style.position || 'relative';
    el.appendChild(this.canvas);
    this.applyStyles();
  }
  FakeMap.prototype.setOptions = function (o) {
    Object.assign(this.options, o);
    this.record.setOptions.push(JSON.parse(JSON.stringify(o)));
    this.applyStyles();
  };
  FakeMap.prototype.applyStyles = function () {
    var s = (this.options.styles || [])[0];
    var sat = s && s.stylers && s.stylers[0] ? s.stylers[0].saturation : 0;
    this.canvas.setAttribute('data-saturation', String(sat || 0));
  };

  function Marker(options) {
    var self = this;
    this.__listeners = {};
    this.options = options;
    this.record = { title: options.title, position: options.position, icon: JSON.parse(JSON.stringify(options.icon)), onMap: true, listeners: function () { return listenerNames(self); } };
    log.markers.push(this.record);
    this.button = document.createElement('button');
    this.button.type = 'button';
    this.button.className = 'fake-gmarker';
    this.button.title = options.title || '';
    this.button.textContent = options.title || 'pin';
    this.button.addEventListener('click', function () { trigger(self, 'click'); });
    options.map.canvas.appendChild(this.button);
  }
  Marker.prototype.setMap = function (m) {
    this.record.onMap = !!m;
    if (!m) this.button.remove();
  };

  function InfoWindow(options) {
    this.content = options.content;
    this.record = { html: options.content.outerHTML, open: false };
    log.infoWindows.push(this.record);
    this.box = document.createElement('div');
    this.box.className = 'fake-ginfowindow';
    this.box.setAttribute('role', 'dialog');
    this.box.appendChild(options.content);
  }
  InfoWindow.prototype.open = function (o) {
    this.record.open = true;
    o.map.canvas.appendChild(this.box);
  };
  InfoWindow.prototype.close = function () {
    this.record.open = false;
    this.box.remove();
  };

  function Size(w, h) { this.width = w; this.height = h; }
  function Point(x, y) { this.x = x; this.y = y; }
  var maps = {
    Map: FakeMap, Marker: Marker, InfoWindow: InfoWindow, Size: Size, Point: Point,
    ControlPosition: { LEFT_TOP: 5, LEFT_BOTTOM: 6 },
    event: { addListener: listen, trigger: trigger },
    importLibrary: function (name) {
      return Promise.resolve(name === 'maps' ? { Map: FakeMap, InfoWindow: InfoWindow } : name === 'marker' ? { Marker: Marker } : {});
    },
  };
  window.google = window.google || {};
  window.google.maps = maps;
  setTimeout(function () {
    var cb = q.get('callback');
    if (cb && typeof window[cb] === 'function') window[cb]();
    // Google checks the key after the bootstrap and calls gm_authFailure when it is refused.
    if (window.__fakeGoogleMode === 'auth') setTimeout(function () { if (typeof window.gm_authFailure === 'function') window.gm_authFailure(); }, 50);
  }, 0);
})();
