// The script tag's `window.Facturo` type (and its `Window` declaration), for journeys that read it.
export type { FacturoGlobal } from '../../packages/widgets/src/script-tag/facturo-global.types';
