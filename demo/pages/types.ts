import type { DemoState } from '../server/state';

/** One module family's demo: its real theme markup, its CSS and the globals it needs printed. */
export interface DemoModule {
  /** URL slug of its own page, /modules/<name>/. */
  name: string;
  title: string;
  /** One or more `.et_pb_section`s exactly as the theme renders them. */
  html: string;
  /**
   * CSS that styles the module and reserves its box, so enhancement causes no layout shift. The page
   * scopes it to the demo's wrapper (demo/pages/scope-css.ts): write it as if the demo were alone.
   */
  css?: string;
  /** CSS for the page chrome around the content (#page-container, header, footer); it cannot be scoped. */
  pageCss?: string;
  /** Server globals to print (arrays are concatenated, objects merged). */
  globals?: Record<string, unknown>;
  bodyClass?: string;
  /** Left off the kitchen-sink page (default: included). */
  kitchenSink?: false;
  /** Sort order on the kitchen-sink page (default 50). */
  order?: number;
  /**
   * Page `n` (≥ 2) of a paged module, /modules/<name>/page/<n>/ (ajax pagination): its html, or a status with
   * the module html to render (a 404 page WordPress renders with body class error404), or nothing (404).
   */
  paged?(n: number, query: URLSearchParams): { status?: number; html: string; bodyClass?: string } | undefined;
  /** A POST-back to the page (the contact form): returns replacement html for the module, or nothing. */
  post?(fields: Record<string, string>, state: DemoState): string | undefined;
}
