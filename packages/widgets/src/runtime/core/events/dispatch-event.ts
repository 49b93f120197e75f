import type { FacturoEvent, FacturoEventName } from './event-names';
import type { FacturoEventMap } from './facturo-event-map';

/** Options of {@link dispatchFacturoEvent}. */
export interface DispatchOptions {
  /** Lets listeners call `preventDefault()` to stop the widget's default action. */
  cancelable?: boolean;
}

/**
 * Dispatches a widget event on `target`. Events bubble and are composed, so a listener on the
 * document (or on a partner's container) hears events from inside every widget's shadow root.
 * @returns the event, so the caller can read `defaultPrevented`.
 */
export function dispatchFacturoEvent<Name extends FacturoEventName>(
  target: EventTarget,
  name: Name,
  detail: FacturoEventMap[Name],
  options: DispatchOptions = {},
): FacturoEvent<Name> {
  const event = new CustomEvent(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: options.cancelable ?? false,
  });
  target.dispatchEvent(event);
  return event;
}
