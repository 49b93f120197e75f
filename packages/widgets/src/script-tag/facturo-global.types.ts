import type { Session } from '@facturo/sdk/session';
import type { FacturoConfigInput } from '../runtime/core/config/config.types';

/**
 * `window.Facturo`, the only global the script tag creates. `version`, `ready` and `configure` exist as
 * soon as `facturo.js` ran; the session once `ready` resolves (its code is a small module next to it).
 */
export interface FacturoGlobal {
  /** The widgets' version, e.g. `0.1.0`. */
  readonly version: string;
  /** Resolves with this object once everything below is available (the elements are defined at once). */
  readonly ready: Promise<FacturoGlobal>;
  /**
   * Page-wide configuration (API URL, locale, theme, primary colour, captcha…); merges over earlier calls
   * and over the script tag's `data-*` attributes. Mounted widgets re-render in place. Invalid values are
   * reported in the console by the widgets that use them.
   */
  configure(changes: FacturoConfigInput): void;
  /**
   * Fetches again the billing data the widgets on this page show (invoice list, billing date), as they
   * do after a payment made on the page: call it when your server learns of a change made elsewhere
   * (a Facturo webhook such as `invoice.paid`). The data shown stays until the new answer arrives.
   * Resolves once the widgets were told (the code it needs is a small module next to `facturo.js`).
   */
  refresh(): Promise<void>;
  /** The session of the configured API, shared by every widget (after `ready`). */
  readonly session: Session;
  /** The session of another API on the same page (after `ready`). */
  sessionFor(apiBaseUrl: string): Session;
}

declare global {
  interface Window {
    /** Facturo's script-tag API (see docs/embedding.md). */
    Facturo?: FacturoGlobal;
  }
}
