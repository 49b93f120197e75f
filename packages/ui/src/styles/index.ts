/**
 * @facturo/ui/styles — the kit's framework-free styles: the one theme contract (`vars`) with its
 * light and dark schemes, the text unit, and the helpers every screen needs (visually hidden text,
 * the loading shimmer). No React: the widgets' framework-free runtime imports it too.
 * @module
 */

export { skeleton } from './skeleton.css';
export { textUnit } from './text-unit.css';
export { darkTheme, lightTheme, vars } from './theme.css';
export { visuallyHidden } from './visually-hidden.css';
