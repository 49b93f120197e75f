import { skeleton, visuallyHidden } from '@facturo/ui/styles';
import { Component, type ReactNode, Suspense } from 'react';
import { useWidget } from './widget-context';
import { WidgetPending } from './widget-pending';

/** While a part of a widget downloads: a few shimmering bars and a polite "loading" for screen readers. */
function SectionLoading() {
  const { t } = useWidget();
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-facturo-pending="">
      <span className={visuallyHidden}>{t('common.loading')}</span>
      {[45, 80, 65].map((width) => (
        <span
          key={width}
          aria-hidden="true"
          className={skeleton}
          style={{ display: 'block', width: `${width}%`, height: 16, margin: '12px 0' }}
        />
      ))}
    </div>
  );
}

function LoadFailed() {
  const { locale } = useWidget();
  return <WidgetPending status="failed" locale={locale} />;
}

// A part whose code could not be downloaded says so in place, instead of taking the widget down.
class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(
      'Facturo: a part of the widget failed to load. Check that the widget files are reachable and allowed by your Content-Security-Policy (script-src).',
      error,
    );
  }

  override render(): ReactNode {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

/**
 * Renders a part of a widget whose code downloads on first use (`React.lazy`): an accessible loading
 * state meanwhile, and a translated notice if the download fails.
 * @example const Detail = lazy(() => import('./invoice-detail')…); <LazySection><Detail … /></LazySection>
 */
export function LazySection({ children }: { children: ReactNode }) {
  return (
    <LoadBoundary>
      <Suspense fallback={<SectionLoading />}>{children}</Suspense>
    </LoadBoundary>
  );
}
