// The real jQuery is a dev-only dependency (WooCommerce's classic pages load it; our builds never do).
// The shop tests drive it untyped, as the module does.
declare module 'jquery' {
  const jQuery: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  export default jQuery;
}
