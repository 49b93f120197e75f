import { formatCOP, formatDate } from '@facturo/sdk/co';
import type { CreditNote } from '@facturo/sdk/schemas';
import { useWidget } from '../runtime/react/widget-context';
import { DataTable } from '../ui/data-table';
import * as table from '../ui/data-table.css';
import { DianStateBadge } from './dian-state';
import { DocumentDownloads, downloadableFormats } from './document-downloads';
import type { InvoicesApi } from './invoices-api';

/** Props of {@link CreditNotes}. */
export interface CreditNotesProps {
  creditNotes: readonly CreditNote[];
  api: InvoicesApi;
  canDownload: boolean;
  container: () => HTMLElement | null;
}

/**
 * The credit notes correcting an invoice, as an accountant files them: number, date, DIAN concept and
 * reason, amount, state at DIAN, CUDE and their documents.
 */
export function CreditNotes({ creditNotes, api, canDownload, container }: CreditNotesProps) {
  const { t, locale } = useWidget();
  return (
    <DataTable
      caption={t('invoices.creditNotesCaption')}
      rows={creditNotes}
      rowKey={(note) => note.id}
      columns={[
        {
          label: t('invoices.creditNoteNumber'),
          cell: (note) => (
            <>
              {note.number}
              <span className={table.subtle}>
                {t('invoices.cude')} {note.documentKey.slice(0, 16)}…
              </span>
            </>
          ),
        },
        { label: t('invoices.creditNoteDate'), cell: (note) => formatDate(note.issueDate, locale) },
        {
          label: t('invoices.creditNoteConcept'),
          cell: (note) => (
            <>
              {note.concept}
              <span className={table.subtle}>{note.reason}</span>
            </>
          ),
        },
        {
          label: t('invoices.creditNoteTotal'),
          numeric: true,
          cell: (note) => formatCOP(note.total, locale),
        },
        { label: t('invoices.creditNoteState'), cell: (note) => <DianStateBadge state={note.dian} /> },
        ...(canDownload
          ? [
              {
                label: t('invoices.creditNoteDocuments'),
                cell: (note: CreditNote) => (
                  <DocumentDownloads
                    api={api}
                    owner={{ kind: 'creditNote', id: note.id }}
                    number={note.number}
                    formats={downloadableFormats(note.dian.status === 'accepted')}
                    container={container}
                  />
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
