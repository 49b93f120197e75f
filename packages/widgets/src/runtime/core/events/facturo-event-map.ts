/**
 * Every DOM event the widgets dispatch, by name, with its `detail`; all bubble and are composed.
 * Empty here on purpose: each widget registers its own events from its `*.types.ts` by declaration
 * merging (as Shoelace does), so the runtime never depends on the list of widgets. The augmentation
 * names the package (this interface is public there), which keeps it valid in the published `.d.ts`:
 * @example
 * declare module '@facturo/widgets' {
 *   interface FacturoEventMap {
 *     // The thing was done.
 *     'facturo-thing-done': ThingDoneDetail;
 *   }
 * }
 * The typed `addEventListener`, the React callbacks (`facturo-thing-done` → `onThingDone`) and
 * `emit()` all follow from this map.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each widget's declaration merging.
export interface FacturoEventMap {}
