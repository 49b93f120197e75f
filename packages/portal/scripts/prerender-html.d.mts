/** The pages prerendered at build time, each with the source modules it renders beyond the entry. */
export const PRERENDERED_PAGES: { pathname: string; modules: string[]; widgets?: string[] }[];
/** The stylesheets and scripts a page's modules need beyond what index.html already loads. */
export function pageAssets(
  manifest: Record<string, { file: string; css?: string[]; imports?: string[] }>,
  modules: string[],
): { css: string[]; js: string[] };
/** How many of the app's preloads and scripts a prerendered page adds per task once it has painted. */
export const STARTS_PER_TASK: number;
/** The file a prerendered path is written to in `dist/` (`/landing-page` → `landing-page.html`). */
export function prerenderedFileName(pathname: string): string;
/** The built `index.html` with a prerendered page in `#root`, its title and language. */
export function prerenderedDocument(
  template: string,
  page: {
    pathname: string;
    html: string;
    title: string;
    locale: string;
    widgets?: string[];
    rendering?: string;
  },
  assets: { css: string[]; js: string[] },
  readCss: (file: string) => string,
): string;
/** What of a configuration shows in a rendered page (all but `apiBaseUrl`, keys sorted), as one string. */
export function renderingOf(config: object): string;
