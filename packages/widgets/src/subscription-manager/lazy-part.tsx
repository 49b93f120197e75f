import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { useWidget } from '../runtime/react/widget-context';
import { WidgetPending } from '../runtime/react/widget-pending';

function PartFailed() {
  const { locale } = useWidget();
  return <WidgetPending status="failed" locale={locale} />;
}

/**
 * A part of the subscription manager downloaded on first render (`React.lazy`; render it inside
 * `Suspense`), which says in place when its download failed. Unlike the runtime's `LazySection` (an
 * error boundary shared by the checkout and the invoice list), it adds nothing to the chunks those
 * widgets share. Call it only from modules of the widget's first download: a lazy part that imported
 * it would split it into a chunk of its own.
 * @example const Section = lazyPart(() => import('./payment-methods-section').then((m) => m.PaymentMethodsSection));
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() =>
    load().then(
      (Part) => ({ default: Part }),
      (error: unknown) => {
        console.error(
          'Facturo: a part of the widget failed to load. Check that the widget files are reachable and allowed by your Content-Security-Policy (script-src).',
          error,
        );
        return { default: PartFailed as ComponentType<Props> };
      },
    ),
  );
}
