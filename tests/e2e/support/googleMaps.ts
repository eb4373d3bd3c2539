// Google Maps in the e2e runs: there is no internet here, so Google's script either fails to load (aborted) or is
// answered by a small local stand-in that implements the part of the Maps API google-map-react uses (a Web Mercator
// map that does not pan; enough to place children and report clicks).
import { expect, type Page } from '@playwright/test';

const FAKE_GOOGLE_MAPS = `(() => {
  const maps = window.google.maps;
  const listeners = new WeakMap();
  const listOf = (target, name) => {
    let all = listeners.get(target);
    if (!all) listeners.set(target, (all = {}));
    return all[name] || (all[name] = []);
  };
  const event = {
    addListener(target, name, fn) {
      const list = listOf(target, name);
      list.push(fn);
      return { remove: () => list.includes(fn) && list.splice(list.indexOf(fn), 1) };
    },
    addDomListener(element, name, fn) {
      element.addEventListener(name, fn);
      return { remove: () => element.removeEventListener(name, fn) };
    },
    removeListener(handle) {
      if (handle && handle.remove) handle.remove();
    },
    clearInstanceListeners(target) {
      listeners.delete(target);
    },
    trigger(target, name, ...args) {
      for (const fn of [...listOf(target, name)]) fn(...args);
    },
  };
  class LatLng {
    constructor(lat, lng) {
      if (typeof lat === 'object') {
        lng = typeof lat.lng === 'function' ? lat.lng() : lat.lng;
        lat = typeof lat.lat === 'function' ? lat.lat() : lat.lat;
      }
      this.latitude = lat;
      this.longitude = lng;
    }
    lat() { return this.latitude; }
    lng() { return this.longitude; }
  }
  class LatLngBounds {
    constructor(sw, ne) { this.sw = sw && new LatLng(sw); this.ne = ne && new LatLng(ne); }
    getSouthWest() { return this.sw; }
    getNorthEast() { return this.ne; }
  }
  const TILE = 256;
  const toWorld = (position, zoom) => {
    const size = TILE * 2 ** zoom;
    const sin = Math.sin((position.lat() * Math.PI) / 180);
    return { x: ((position.lng() + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
  };
  const fromWorld = (point, zoom) => {
    const size = TILE * 2 ** zoom;
    const n = Math.PI - (2 * Math.PI * point.y) / size;
    return new LatLng((180 / Math.PI) * Math.atan(Math.sinh(n)), (point.x / size) * 360 - 180);
  };
  class Map {
    constructor(div, options) {
      this.div = div;
      this.options = Object.assign({}, options);
      this.center = new LatLng(options.center);
      this.zoom = options.zoom;
      this.overlays = [];
      this.pane = document.createElement('div');
      this.pane.style.cssText = 'position:absolute;left:0;top:0;width:100%;height:100%;overflow:hidden';
      div.style.backgroundColor = '#dde8f0';
      div.setAttribute('data-fake-google-map', '');
      div.appendChild(this.pane);
      div.addEventListener('mouseover', () => event.trigger(this, 'mouseover'));
      div.addEventListener('mouseout', () => event.trigger(this, 'mouseout'));
      setTimeout(() => { event.trigger(this, 'idle'); event.trigger(this, 'tilesloaded'); }, 0);
    }
    getDiv() { return this.div; }
    getCenter() { return this.center; }
    getZoom() { return this.zoom; }
    getMapTypeId() { return 'roadmap'; }
    getBounds() { return undefined; }
    set(key, value) { this.options[key] = value; }
    setOptions(options) { Object.assign(this.options, options); }
    setCenter(center) { this.center = new LatLng(center); this.changed(); }
    panTo(center) { this.setCenter(center); }
    setZoom(zoom) { this.zoom = zoom; event.trigger(this, 'zoom_changed'); this.changed(); }
    fitBounds() {}
    changed() {
      for (const overlay of this.overlays) overlay.draw();
      event.trigger(this, 'bounds_changed');
      event.trigger(this, 'idle');
    }
    projection() {
      const pixel = (position) => {
        const point = toWorld(position, this.zoom);
        const center = toWorld(this.center, this.zoom);
        return { x: point.x - center.x + this.div.clientWidth / 2, y: point.y - center.y + this.div.clientHeight / 2 };
      };
      const position = (point) => {
        const center = toWorld(this.center, this.zoom);
        return fromWorld({ x: center.x + point.x - this.div.clientWidth / 2, y: center.y + point.y - this.div.clientHeight / 2 }, this.zoom);
      };
      return { fromLatLngToDivPixel: pixel, fromLatLngToContainerPixel: pixel, fromDivPixelToLatLng: position, fromContainerPixelToLatLng: position };
    }
  }
  class OverlayView {
    setMap(map) {
      if (!map) {
        if (this.map && this.onRemove) this.onRemove();
        this.map = null;
        return;
      }
      this.map = map;
      map.overlays.push(this);
      setTimeout(() => { if (this.onAdd) this.onAdd(); if (this.draw) this.draw(); }, 0);
    }
    getMap() { return this.map; }
    getPanes() {
      const pane = this.map.pane;
      return { mapPane: pane, overlayLayer: pane, overlayMouseTarget: pane, floatPane: pane, markerLayer: pane };
    }
    getProjection() { return this.map.projection(); }
  }
  Object.assign(maps, { version: '3.58.1', Map, OverlayView, LatLng, LatLngBounds, event, MapTypeId: { ROADMAP: 'roadmap' }, importLibrary: async () => maps });
  maps.__ib__();
})();`;

/**
 * Opens `path` as a gateway with GOOGLE_MAPS_API_KEY would send it: the key in the page's first answer and Google's
 * script allowed by its Content-Security-Policy. Google's script is aborted ('unreachable') or answered by the
 * stand-in ('stand-in'). Returns the script URLs requested (with the key: proof that it reached the client).
 */
export async function openWithMapsKey(page: Page, path: string, google: 'unreachable' | 'stand-in') {
  const scripts: string[] = [];
  await page.route('https://maps.googleapis.com/**', (route) => {
    scripts.push(route.request().url());
    if (google === 'unreachable') return route.abort();
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE_MAPS });
  });
  const withKey = (text: string) => text.replace('"googleMapsApiKey":null', '"googleMapsApiKey":"e2e-browser-key"');
  // The page arrives with its answer when it has one (docs/i18n.md#first-load): the key goes into that answer, and
  // the Content-Security-Policy lets Google's script load.
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const csp = response.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    const headers = {
      ...response.headers(),
      'content-security-policy': csp!.replace("script-src 'self'", "script-src 'self' https://maps.googleapis.com"),
    };
    return route.fulfill({ response, body: withKey(await response.text()), headers });
  });
  // Member pages ask for theirs after the page loads.
  await page.route('**/graphql', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, body: withKey(await response.text()) });
  });
  await page.goto(path);
  return scripts;
}
