/** The characters beyond ASCII the subset keeps. */
export const FONT_EXTRA_CHARACTERS: string;
/** Every kept character, in one string. */
export const FONT_TEXT: string;
/** The weights the portal's styles use. */
export const FONT_WEIGHTS: number[];
/** The `unicode-range` of the subset's `@font-face` rules. */
export const FONT_UNICODE_RANGE: string;
/** The file name of one weight's subset, in `src/styles/fonts/`. */
export function fontFileName(weight: number): string;
/** Fontsource's Latin WOFF2 of Public Sans for one weight. */
export function sourceFont(weight: number): Promise<Buffer>;
/** One weight cut down to `FONT_TEXT`, as WOFF2. */
export function subsetPublicSans(weight: number): Promise<Buffer>;
/** The stylesheet declaring the subsets. */
export function fontFaceCss(): string;
/** The code points a font maps to a glyph (its cmap). Await one call before starting the next. */
export function fontCodePoints(font: Buffer): Promise<Set<number>>;
/** The characters of `FONT_TEXT` the source draws but the subset does not. */
export function missingFromSubset(source: Buffer, subset: Buffer): Promise<string[]>;
