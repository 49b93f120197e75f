/**
 * The DOM and JSX types of the elements, derived from the two maps every widget fills in from its own
 * `*.types.ts` (`FacturoEventMap`, `FacturoElementTagNameMap`): nothing is listed here, so a new widget
 * never edits this file.
 * @module
 */
import type { CSSProperties, ReactNode, Ref } from 'react';
import type { FacturoElementTagNameMap } from './runtime/core/elements/facturo-element-tag-name-map';
import type { PropsOfElement } from './runtime/core/elements/widget-element.types';
import type { CallbackName, FacturoEvent, FacturoEventName } from './runtime/core/events/event-names';

export type { FacturoElementTagNameMap };

type FacturoDomEvents = { [Name in FacturoEventName]: FacturoEvent<Name> };

/** The events of a widget: those whose React callback (`onPlanSelect`) is one of its props. */
type EventsOf<Props> = {
  [Name in FacturoEventName]: CallbackName<Name> extends keyof Props ? Name : never;
}[FacturoEventName];

type Kebab<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : Name;

// In JSX, React 19 sets known properties as properties and treats `on<event-name>` as a listener.
type ElementJsxProps<Props, Events extends FacturoEventName> = {
  [Name in keyof Props & string as Name extends `on${Uppercase<string>}${string}`
    ? never
    : Kebab<Name> | Name]?: Props[Name];
} & { [Name in Events as `on${Name}`]?: (event: FacturoEvent<Name>) => void } & {
  class?: string;
  className?: string;
  id?: string;
  slot?: string;
  hidden?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
};

type FacturoJsxElements = {
  [Tag in keyof FacturoElementTagNameMap]: ElementJsxProps<
    PropsOfElement<FacturoElementTagNameMap[Tag]>,
    EventsOf<PropsOfElement<FacturoElementTagNameMap[Tag]>>
  >;
};

declare global {
  interface HTMLElementTagNameMap extends FacturoElementTagNameMap {}
  interface GlobalEventHandlersEventMap extends FacturoDomEvents {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends FacturoJsxElements {}
  }
}
