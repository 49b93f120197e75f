import * as configStore from '../runtime/core/config/config-store';
import * as earlyRequests from '../runtime/core/data/early-requests';
import * as cssRegistry from '../runtime/core/styles/css-registry';
import type { SHARED_MODULE_IDS } from './shared-module-ids';

/** Where `facturo.js` leaves the modules it shares with the widget modules (a symbol: not a name on `window`). */
export const LOADER_MODULES = Symbol.for('facturo.loader-modules');

/**
 * The modules with page-wide state that `facturo.js` and the widget modules it downloads must share,
 * by their path under `src/` without extension: the page configuration (`Facturo.configure` writes it,
 * every widget reads it) and the widgets' stylesheet (elements adopt it at construction, each widget
 * module adds its CSS to it), and the requests the loader starts early for a widget (its first data).
 * In the script-tag build, the widget modules' copies of these files are
 * replaced with reads of the loader's (see `build/loader-modules.ts`).
 */
export const SHARED_MODULES = {
  'runtime/core/config/config-store': configStore,
  'runtime/core/styles/css-registry': cssRegistry,
  'runtime/core/data/early-requests': earlyRequests,
} as const satisfies Record<(typeof SHARED_MODULE_IDS)[number], object>;

/** Hands {@link SHARED_MODULES} to the widget modules through `window.Facturo`, non-enumerable. */
export function shareLoaderModules(facturo: object): void {
  Object.defineProperty(facturo, LOADER_MODULES, { value: SHARED_MODULES });
}
