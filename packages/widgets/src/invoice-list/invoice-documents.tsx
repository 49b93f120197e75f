import type { Invoice } from '@facturo/sdk/schemas';
import { useWidget } from '../runtime/react/widget-context';
import { CreditNotes } from './credit-notes';
import { DianStateBadge } from './dian-state';
import { DocumentDownloads, downloadableFormats } from './document-downloads';
import * as styles from './invoice-detail.css';
import type { InvoicesApi } from './invoices-api';

/** Props of {@link InvoiceDocuments}. */
export interface InvoiceDocumentsProps {
  invoice: Invoice;
  api: InvoicesApi;
  /** `false` when the widget's token may read invoices but not download their documents. */
  canDownload: boolean;
  container: () => HTMLElement | null;
}

/**
 * The legal side of an invoice: its state at DIAN (with DIAN's reasons when rejected), its CUFE, the
 * PDF, XML and customer zip, and the credit notes that correct it. An invoice issued before
 * electronic invoicing says so instead.
 */
export function InvoiceDocuments({ invoice, api, canDownload, container }: InvoiceDocumentsProps) {
  const { t } = useWidget();
  const headingId = `documents-${invoice.id}`;
  return (
    <section className={styles.documents} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('invoices.documentsTitle')}
      </h3>
      {invoice.electronic && invoice.dian ? (
        <>
          <div className={styles.documentState}>
            <DianStateBadge state={invoice.dian} />
            {invoice.dian.status === 'pending' ? (
              <span className={styles.muted}>{t('invoices.dianPendingHint')}</span>
            ) : null}
            {invoice.dian.status === 'rejected' ? (
              <span className={styles.muted}>{t('invoices.dianRejectedHint')}</span>
            ) : null}
          </div>
          {invoice.dian.status === 'rejected' ? (
            <ul className={styles.rules}>
              {invoice.dian.rules
                .filter((rule) => rule.kind === 'rejection')
                .map((rule) => (
                  <li key={rule.code}>
                    <code>{rule.code}</code> {rule.message}
                  </li>
                ))}
            </ul>
          ) : null}
          {invoice.dian.environment === 'test' ? (
            <p className={styles.muted}>{t('invoices.dianTestEnvironment')}</p>
          ) : null}
          {invoice.documentKey ? (
            <p className={styles.documentKey}>
              <span>{t('invoices.cufe')}</span> <code>{invoice.documentKey}</code>
            </p>
          ) : null}
          {canDownload ? (
            <DocumentDownloads
              api={api}
              owner={{ kind: 'invoice', id: invoice.id }}
              number={invoice.number}
              formats={downloadableFormats(invoice.dian.status === 'accepted')}
              container={container}
            />
          ) : null}
        </>
      ) : (
        <p className={styles.muted}>{t('invoices.notElectronic')}</p>
      )}
      {invoice.creditNotes.length > 0 ? (
        <CreditNotes
          creditNotes={invoice.creditNotes}
          api={api}
          canDownload={canDownload}
          container={container}
        />
      ) : null}
    </section>
  );
}
