import { fallbackVar } from '@vanilla-extract/css';
import { textUnit } from './text-unit.css';

/**
 * A font size `factor` times the text unit: `textSize(0.875)` is 14 px on a 16 px base, in the
 * widgets (em) and in the portal (rem) alike. For the kit's `.css.ts` files (build time only).
 */
export function textSize(factor: number): string {
  return `calc(${factor} * ${fallbackVar(textUnit, '1em')})`;
}
