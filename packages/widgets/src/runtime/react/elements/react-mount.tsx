import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { ElementHostContext } from '../host-context';

/** A mounted React tree inside one custom element. */
export interface WidgetRootHandle {
  render(props: Record<string, unknown>): void;
  unmount(): void;
}

let liveRoots = 0;

/** How many widget React roots are mounted right now (tests prove unmounting leaves none). */
export function liveWidgetRoots(): number {
  return liveRoots;
}

/**
 * Renders `Component` into an element's shadow root (or an element in it, given the custom element
 * as `host`), with the element as the host every widget hook can reach (events, light-DOM slots).
 * This module is loaded with React, on first use.
 */
export function mountWidget(
  container: ShadowRoot | HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  elementHost?: HTMLElement,
): WidgetRootHandle {
  const host = elementHost ?? ('host' in container ? (container.host as HTMLElement) : container);
  const root = createRoot(container);
  liveRoots += 1;
  const render = (next: Record<string, unknown>) => {
    root.render(
      <ElementHostContext value={host}>
        <Component {...next} />
      </ElementHostContext>,
    );
  };
  render(props);
  return {
    render,
    unmount() {
      root.unmount();
      liveRoots -= 1;
    },
  };
}
