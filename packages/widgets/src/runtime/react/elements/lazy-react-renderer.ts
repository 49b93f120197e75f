import type { CatalogueNamespace } from '@facturo/sdk/i18n';
import type { ComponentType } from 'react';
import { pageConfig } from '../../core/config/config-store';
import { trackEarlyPaint } from '../../core/elements/early-paints';
import type { ElementRenderer } from '../../core/elements/widget-element';
import { preloadTextFiles } from '../../core/i18n/text-file-preloads';
import { widgetTextNamespaces } from '../../core/i18n/text-namespaces';
import type { WidgetRootHandle } from './react-mount';

/** Loads a widget's React component (a dynamic `import()`, so its code downloads on first use). */
export type WidgetLoader<Props> = () => Promise<ComponentType<Props>>;

/**
 * Paints a widget's first content without React into `root`, before `reactRoot` (where React will
 * render, inside `root`); resolves once painted or given up (React's code is asked for then), or
 * returns `undefined` when there is nothing to paint. The painter hands the root over to React itself.
 */
export type EarlyPaint = (
  props: Record<string, unknown>,
  root: ShadowRoot,
  reactRoot: HTMLElement,
) => Promise<unknown> | undefined;

// React's code is asked for once the early paint is on screen, so it does not compete with it for
// the network and the main thread; a paint still waiting for its data after this long (a slow API)
// lets React start anyway, to show its loading state.
const EARLY_PAINT_WAIT_MS = 1000;

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
  preloadTextFiles(String(locale), widgetTextNamespaces(namespaces));
  import('../../core/i18n/prefetch-widget-texts').then(
    ({ prefetchWidgetTexts }) => prefetchWidgetTexts(namespaces, locale),
    () => {},
  );
}

// The widget's first request goes out with its code, and its early paint (if any) starts; a failure
// here only costs the head start. With an early paint, React renders into its own element inside the
// shadow root (laid out as if absent: `display: contents`), so the painter can keep its content beside
// it until React's is ready.
function startEarly(
  prefetch: ((props: Record<string, unknown>) => void) | undefined,
  paint: EarlyPaint | undefined,
  container: ShadowRoot,
  props: Record<string, unknown>,
): { target: ShadowRoot | HTMLElement; painted: Promise<unknown> } {
  let target: ShadowRoot | HTMLElement = container;
  let painted: Promise<unknown> | undefined;
  try {
    prefetch?.({ ...props });
    if (paint) {
      const reactRoot = document.createElement('div');
      reactRoot.setAttribute('data-facturo-react', '');
      // Alone: an element removed before React came leaves its early paint, which a new one replaces.
      container.replaceChildren(reactRoot);
      target = reactRoot;
      painted = paint({ ...props }, container, reactRoot);
    }
  } catch (error) {
    console.warn('Facturo: could not start the widget early; it shows once its code has loaded.', error);
  }
  if (!painted) return { target, painted: Promise.resolve() };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => {
    timer = setTimeout(resolve, EARLY_PAINT_WAIT_MS);
  });
  const settled = Promise.race([painted.catch(() => {}), waited]).finally(() => clearTimeout(timer));
  trackEarlyPaint(settled);
  return { target, painted: settled };
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
  earlyPaint?: EarlyPaint,
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
      // The first request, then the early paint's code, then the texts: the data comes from the API,
      // the slowest answer on the way to the first paint, so it leaves before the page spends time
      // on the other downloads (the texts are a few hundred bytes each and arrive first anyway).
      const early = startEarly(prefetch, earlyPaint, container, mount.props);
      if (namespaces) prefetchTexts(namespaces, mount.props);
      early.painted
        .then(() => Promise.all([load(), import('./react-mount')]))
        .then(
          ([Component, { mountWidget }]) => {
            if (!mount.connected) return;
            mount.handle = mountWidget(
              early.target,
              Component as unknown as ComponentType<Record<string, unknown>>,
              mount.props,
              container.host as HTMLElement,
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
