/**
 * The widgets' CSS as text, collected in one constructable stylesheet. In the builds, a plugin
 * (`build/vanilla-extract-text.ts` for the script tag, `build/ve-css-as-text.ts` for npm) turns every vanilla-extract `.css.ts` file into a call to {@link addCss}, so each lazily loaded widget
 * chunk adds its CSS when it arrives; every shadow root that adopted the sheet sees it at once.
 * Constructable stylesheets are not subject to CSP `style-src`, so strict partner pages need no
 * `'unsafe-inline'`. In development (Vite, Vitest) vanilla-extract injects the CSS itself and this
 * registry stays empty.
 */
const cssTexts: string[] = [];
let sheet: CSSStyleSheet | null = null;
let pending = false;

/**
 * Registers CSS text (called by the generated code of each `.css.ts` file in the builds). The sheet
 * is rebuilt once for all the files a download brings (they run in one go, before the code that
 * uses their classes), not once per file: each rebuild parses all the widgets' CSS again.
 * @public (called from generated code only, which the unused-export check cannot see)
 */
export function addCss(css: string): void {
  cssTexts.push(css);
  if (!sheet || pending) return;
  pending = true;
  queueMicrotask(() => {
    pending = false;
    sheet?.replaceSync(cssTexts.join('\n'));
  });
}

/** `true` once any build-time CSS was registered (false in development, where Vite injects it). */
export function hasRegisteredCss(): boolean {
  return cssTexts.length > 0;
}

/** A constructable stylesheet with `css`, or `null` where they do not exist (SSR, old browsers). */
export function createStyleSheet(css: string): CSSStyleSheet | null {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return null;
  const created = new CSSStyleSheet();
  created.replaceSync(css);
  return created;
}

/** The shared sheet, created on first use; `null` where constructable stylesheets do not exist. */
export function widgetStyleSheet(): CSSStyleSheet | null {
  sheet ??= createStyleSheet(cssTexts.join('\n'));
  return sheet;
}

/** Adopts `extra` (or the widgets' sheet) into a document or shadow root, once. */
export function adoptStyleSheet(root: Document | ShadowRoot, extra?: CSSStyleSheet | null): void {
  const target = extra ?? widgetStyleSheet();
  if (!target || !('adoptedStyleSheets' in root)) return;
  if (root.adoptedStyleSheets.includes(target)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, target];
}
