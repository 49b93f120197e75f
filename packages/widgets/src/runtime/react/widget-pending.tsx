import type { Locale } from '@facturo/sdk/config';
import { Alert } from '@facturo/ui';
import { skeleton } from '@facturo/ui/styles';

// Shown when the widget's texts could not be downloaded: the catalogue is exactly what is missing,
// so this one sentence lives here, in the two languages the product is complete in.
const LOAD_FAILED: Record<'es' | 'en', string> = {
  es: 'No pudimos cargar este contenido. Revisa tu conexión y recarga la página.',
  en: 'This content could not be loaded. Check your connection and reload the page.',
};

/**
 * What a widget shows before its texts have arrived (a few shimmering bars, announced as busy) or
 * when they could not be downloaded.
 */
export function WidgetPending({ status, locale }: { status: 'loading' | 'failed'; locale: Locale }) {
  if (status === 'failed') {
    return <Alert tone="danger">{LOAD_FAILED[locale === 'es' ? 'es' : 'en']}</Alert>;
  }
  return (
    <div aria-busy="true" data-facturo-pending="">
      {[60, 90, 75].map((width) => (
        <span key={width} className={skeleton} style={{ width: `${width}%`, height: 14, margin: '10px 0' }} />
      ))}
    </div>
  );
}
