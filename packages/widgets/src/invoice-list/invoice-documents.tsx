import { formatCOP } from '@facturo/sdk/co';
import type { Invoice } from '@facturo/sdk/schemas';
import { useState } from 'react';
import { Alert } from '../runtime/react/alert';
import { useWidget } from '../runtime/react/widget-context';
import { Button } from '../ui/button';
import * as lists from '../ui/summary-list.css';
import * as styles from './invoice-detail.css';

const DIAN_STATUS_KEYS = {
  pending: 'invoices.dianPending',
  accepted: 'invoices.dianAccepted',
  rejected: 'invoices.dianRejected',
} as const;

/** What the detail can download; `null` when the access does not include `invoices:download`. */
export type DocumentDownload = ((kind: 'pdf' | 'xml') => Promise<void>) | null;

/**
 * An electronic invoice's DIAN side: its CUFE, its state at DIAN (with DIAN's reasons when it was
 * rejected), the credit notes that correct it, and "Descargar PDF" / "Descargar XML" when the access
 * allows downloads. Nothing for an invoice issued before electronic invoicing.
 */
export function InvoiceDocuments({
  invoice,
  onDownload,
}: {
  invoice: Invoice;
  onDownload: DocumentDownload;
}) {
  const { t, locale, describeError } = useWidget();
  const [busy, setBusy] = useState<'pdf' | 'xml' | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!invoice.electronic || !invoice.dian) return null;
  const download = async (kind: 'pdf' | 'xml') => {
    if (!onDownload || busy) return;
    setBusy(kind);
    setError(null);
    try {
      await onDownload(kind);
    } catch (cause) {
      setError(describeError(cause));
    } finally {
      setBusy(null);
    }
  };
  const rejections = invoice.dian.rules.filter((rule) => rule.kind === 'rejection');
  return (
    <section className={styles.detail} aria-label={t('invoices.documentsTitle')}>
      <h3 className={styles.sectionTitle}>{t('invoices.documentsTitle')}</h3>
      <dl className={lists.facts}>
        <div>
          <dt>{t('invoices.dianStatus')}</dt>
          <dd>{t(DIAN_STATUS_KEYS[invoice.dian.status])}</dd>
        </div>
        <div>
          <dt>{t('invoices.documentKey')}</dt>
          <dd className={styles.documentKey}>{invoice.documentKey}</dd>
        </div>
      </dl>
      {rejections.length ? (
        <ul className={styles.muted}>
          {rejections.map((rule) => (
            <li key={rule.code}>{`${rule.code}: ${rule.message}`}</li>
          ))}
        </ul>
      ) : null}
      {invoice.creditNotes.length ? (
        <div>
          <h4 className={styles.sectionTitle}>{t('invoices.creditNotesTitle')}</h4>
          <ul className={styles.muted}>
            {invoice.creditNotes.map((note) => (
              <li key={note.id}>
                {t('invoices.creditNote', {
                  number: note.number,
                  concept: note.concept,
                  total: formatCOP(note.total, locale),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {onDownload ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void download('pdf')} disabled={busy !== null}>
            {t('invoices.downloadPdf')}
          </Button>
          <Button variant="secondary" onClick={() => void download('xml')} disabled={busy !== null}>
            {t('invoices.downloadXml')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <Alert tone="danger" title={t('invoices.downloadErrorTitle')}>
          {error}
        </Alert>
      ) : null}
    </section>
  );
}
