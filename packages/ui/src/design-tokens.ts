/**
 * @facturo/ui/design-tokens — Facturo's design primitives (palette, radii, font stack, the public
 * `--facturo-*` properties) as plain values. It imports nothing: a host's stylesheet can use them
 * without loading any of the kit (the widgets publish them as `@facturo/widgets/design-tokens`).
 * @module
 */

export { colorMix, FONT_FAMILY, FONT_STACK, PALETTE, publicVar, RADIUS_SCALE } from './styles/design-tokens';
