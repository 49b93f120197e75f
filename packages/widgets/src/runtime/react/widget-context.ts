import type { Locale, RuntimeConfig } from '@facturo/sdk/config';
import type { Translate } from '@facturo/sdk/i18n';
import { createContext, useContext } from 'react';
import type { ThemeName } from '../core/config/config.types';
import type { ClientConnection } from '../core/connection/client-connection';
import type { DispatchOptions } from '../core/events/dispatch-event';
import type { FacturoEventName } from '../core/events/event-names';
import type { FacturoEventMap } from '../core/events/facturo-event-map';
import type { CatalogueTranslator } from '../core/i18n/catalogue-translator';
import type { WidgetScopes } from '../core/widget-frame';

/** Dispatches a widget event and calls the mirrored React callback; `false` when a listener cancelled it. */
export type Emit = <Name extends FacturoEventName>(
  name: Name,
  detail: FacturoEventMap[Name],
  options?: DispatchOptions,
) => boolean;

/** What every widget component reads from {@link useWidget}. */
export interface WidgetContextValue {
  /** The widget's name (`pricing-table`), used in logs and data attributes. */
  readonly name: string;
  /** The validated configuration (element attributes over the page configuration). */
  readonly config: RuntimeConfig;
  readonly locale: Locale;
  /** The widget's translator (its locale's texts and the fallback's). */
  readonly i18n: CatalogueTranslator;
  /** Translates a catalogue key in the widget's locale, with the widget's overrides. */
  readonly t: Translate;
  readonly theme: ThemeName;
  /** The scheme actually rendered (`system` resolved). */
  readonly scheme: 'light' | 'dark';
  /** `true` when rendering built-in example data without network. */
  readonly demo: boolean;
  /** The widget-session scopes the widget checks, with those each includes (from its spec). */
  readonly scopes: WidgetScopes;
  /**
   * The shared session and client for this widget's API (memory-only in demo mode); the shared cart
   * is `useWidgetCart()`.
   */
  readonly connection: ClientConnection;
  readonly emit: Emit;
  /** The text for an error, in the widget's locale. */
  readonly describeError: (error: unknown) => string;
  /** The custom element the widget renders in, or `null` when used as a React component. */
  readonly host: HTMLElement | null;
}

/** @internal Provided by `WidgetRoot`. */
export const WidgetContext = createContext<WidgetContextValue | null>(null);

/**
 * The widget's configuration, translations, connection and event emitter. Call it in any component
 * rendered inside `<WidgetRoot>`.
 * @throws when called outside `<WidgetRoot>`, naming the fix.
 */
export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) {
    throw new Error(
      'useWidget() must be called inside <WidgetRoot>. Wrap the widget component in <WidgetRoot frame={…} props={props}>.',
    );
  }
  return value;
}
