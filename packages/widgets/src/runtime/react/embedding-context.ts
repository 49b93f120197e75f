import { createContext } from 'react';

/**
 * `true` inside another widget that shows its own progress (the checkout's steps around the login it
 * embeds): the inner widget then leaves out its own "Paso 1 de 3", so the buyer never sees two step
 * counters at once.
 */
export const HostShowsProgressContext = createContext(false);
