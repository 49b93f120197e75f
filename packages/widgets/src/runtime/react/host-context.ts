import { createContext } from 'react';

/**
 * The custom element a widget renders in, when it is one (`<facturo-login>`); `null` when the widget is
 * used as a plain React component. Events are dispatched on it and light-DOM slots are created in it.
 */
export const ElementHostContext = createContext<HTMLElement | null>(null);
