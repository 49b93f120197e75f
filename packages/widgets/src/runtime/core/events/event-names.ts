import type { FacturoEventMap } from './facturo-event-map';

/** Every event a Facturo widget dispatches (`facturo-plan-select`, `facturo-login`, …). */
export type FacturoEventName = keyof FacturoEventMap & string;

/** The DOM event a widget dispatches: bubbling, composed, with a typed `detail`. */
export type FacturoEvent<Name extends FacturoEventName> = CustomEvent<FacturoEventMap[Name]>;

/** A React callback mirroring a DOM event; it receives the same event object DOM listeners get. */
export type FacturoEventHandler<Name extends FacturoEventName> = (event: FacturoEvent<Name>) => void;

type PascalCase<Text extends string> = Text extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<Text>;

/** `facturo-plan-select` → `onPlanSelect`: the React prop that mirrors a DOM event. */
export type CallbackName<Name extends string> = Name extends `facturo-${infer Rest}`
  ? `on${PascalCase<Rest>}`
  : never;

/** The React callback props of a widget that dispatches `Names`. */
export type EventCallbacks<Names extends FacturoEventName> = {
  [Name in Names as CallbackName<Name>]?: FacturoEventHandler<Name>;
};

/** The React prop name for an event name, at run time. */
export function callbackName(eventName: string): string {
  const rest = eventName.replace(/^facturo-/, '');
  return `on${rest.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}`;
}
