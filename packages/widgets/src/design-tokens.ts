/**
 * @facturo/widgets/design-tokens — the design primitives the widgets' theme is built from (palette,
 * radii, font stack, the public `--facturo-*` properties), as plain values for a host app's own
 * theme. It imports nothing: a stylesheet can use it without loading any widget.
 * @module
 */

export {
  colorMix,
  FONT_FAMILY,
  FONT_STACK,
  PALETTE,
  publicVar,
  RADIUS_SCALE,
} from '@facturo/ui/design-tokens';
