// The stylesheet is bundled as text (esbuild's text loader for .css) and injected with the library.
declare module '*.css' {
  const css: string;
  export default css;
}
// Leaflet's ES module build (the package's main file is UMD), with @types/leaflet's types.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export { control, icon, map, marker, tileLayer } from 'leaflet';
}
