import { createVar } from '@vanilla-extract/css';

/**
 * What the kit's font sizes are multiples of (see `textSize`). Unset, it is `1em`: the widgets size
 * text from their root, which a host page's `html { font-size: 62.5% }` cannot shrink. The portal,
 * whose own styles are in rem, sets `1rem` on its page; a widget root sets `1em` back.
 */
export const textUnit = createVar();
