import type { CatalogueNamespace } from '@facturo/sdk/i18n';
import type { ComponentType } from 'react';
import { pageConfig } from '../../core/config/config-store';
import type { ElementRenderer } from '../../core/elements/widget-element';
import type { WidgetRootHandle } from './react-mount';

/** Loads a widget's React component (a dynamic `import()`, so its code downloads on first use). */
export type WidgetLoader<Props> = () => Promise<ComponentType<Props>>;

/** The per-element state the renderer keeps between mount, update and unmount. */
export interface LazyMount {
  readonly container: ShadowRoot;
  props: Record<string, unknown>;
  handle: WidgetRootHandle | null;
  connected: boolean;
}

// Elements moved in the DOM are disconnected and reconnected in the same task; their React tree is
// kept (with whatever the user typed) instead of being torn down and rebuilt.
const leaving = new WeakMap<ShadowRoot, LazyMount>();

const LOAD_ERROR = {
  es: 'No pudimos cargar este contenido. Recarga la página para intentarlo de nuevo.',
  en: 'We could not load this content. Reload the page to try again.',
};

function showLoadError(mount: LazyMount, error: unknown): void {
  console.error(
    'Facturo: a widget failed to load. Check that the widget files are reachable and allowed by your Content-Security-Policy (script-src).',
    error,
  );
  if (!mount.connected) return;
  const host = mount.container.host;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = host.getAttribute('locale') === 'en' ? LOAD_ERROR.en : LOAD_ERROR.es;
  mount.container.replaceChildren(message);
}

// The texts download alongside the code rather than after the widget first renders (a waterfall of
// three round trips otherwise: code, then texts, then data). Failures surface in the widget itself.
function prefetchTexts(namespaces: readonly CatalogueNamespace[], props: Record<string, unknown>): void {
  const locale = props.locale ?? pageConfig.getSnapshot().locale ?? 'es';
  import('../../core/i18n/prefetch-widget-texts').then(
    ({ prefetchWidgetTexts }) => prefetchWidgetTexts(namespaces, locale),
    () => {},
  );
}

// The widget's first request goes out with its code; a failure here only costs the head start.
function startPrefetch(
  prefetch: ((props: Record<string, unknown>) => void) | undefined,
  props: object,
): void {
  try {
    prefetch?.({ ...props });
  } catch (error) {
    console.warn('Facturo: could not start the widget request early; the widget sends it itself.', error);
  }
}

/**
 * The renderer behind every Facturo element. The element (`widgetElementClass`) owns its shadow root,
 * its lifecycle and when to render; this renderer downloads React, the widget and its texts (in
 * parallel, with the widget's first request when its spec has a `prefetch`) on first mount, so the
 * elements can be defined by a small loader long before any React code is on the page. Without `namespaces` (an element a partner defines) no texts are prefetched.
 */
export function lazyReactRenderer<Props>(
  load: WidgetLoader<Props>,
  namespaces?: readonly CatalogueNamespace[],
  prefetch?: (props: Record<string, unknown>) => void,
): ElementRenderer<LazyMount> {
  return {
    mount(container, props) {
      const kept = leaving.get(container);
      if (kept) {
        leaving.delete(container);
        kept.connected = true;
        kept.props = props;
        kept.handle?.render(kept.props);
        return kept;
      }
      const mount: LazyMount = { container, props, handle: null, connected: true };
      if (namespaces) prefetchTexts(namespaces, mount.props);
      startPrefetch(prefetch, mount.props);
      Promise.all([load(), import('./react-mount')]).then(
        ([Component, { mountWidget }]) => {
          if (!mount.connected) return;
          mount.handle = mountWidget(
            container,
            Component as unknown as ComponentType<Record<string, unknown>>,
            mount.props,
          );
        },
        (error: unknown) => showLoadError(mount, error),
      );
      return mount;
    },
    update(mount, props) {
      mount.props = props;
      mount.handle?.render(mount.props);
    },
    unmount(mount) {
      mount.connected = false;
      leaving.set(mount.container, mount);
      queueMicrotask(() => {
        if (mount.connected) return;
        leaving.delete(mount.container);
        mount.handle?.unmount();
        mount.handle = null;
      });
    },
  };
}
