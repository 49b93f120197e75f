/**
 * Every Facturo element by tag. Empty here on purpose: each widget registers its tag from its
 * `*.types.ts` by declaration merging (as Shoelace does), so the runtime never depends on the list of
 * widgets. The augmentation names the package (this interface is public there), which keeps it valid
 * in the published `.d.ts`:
 * @example
 * declare module '@facturo/widgets' {
 *   interface FacturoElementTagNameMap {
 *     'facturo-thing': WidgetElement<ThingProps>;
 *   }
 * }
 * `document.createElement`, `querySelector` and the JSX entries of the elements follow from this map
 * (see `dom-types.ts`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each widget's declaration merging.
export interface FacturoElementTagNameMap {}
