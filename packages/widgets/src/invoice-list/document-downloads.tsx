import { Alert, Button } from '@facturo/ui';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { useState } from 'react';
import { useWidget } from '../runtime/react/widget-context';
import * as styles from './invoice-detail.css';
import type { DocumentFormat, DocumentOwner, InvoicesApi } from './invoices-api';
import { saveFile } from './save-file';

const EXTENSIONS: Record<DocumentFormat, string> = { pdf: 'pdf', xml: 'xml', 'attached-document': 'zip' };

/** What can be downloaded of a document in a DIAN state: the customer's zip only once accepted. */
export function downloadableFormats(accepted: boolean): readonly DocumentFormat[] {
  return accepted ? ['pdf', 'xml', 'attached-document'] : ['pdf', 'xml'];
}

/** Props of {@link DocumentDownloads}. */
export interface DocumentDownloadsProps {
  api: InvoicesApi;
  owner: DocumentOwner;
  /** The document's number (`SETP990000001`, `NC12`): the file name and the buttons' accessible names. */
  number: string;
  /** The formats offered: the zip only once DIAN accepted the document. */
  formats: readonly DocumentFormat[];
  /** Where the hidden download link goes (inside the widget). */
  container: () => HTMLElement | null;
}

/**
 * "Descargar PDF" and "Descargar XML" (and the customer's zip) for one document. Files come through
 * the widget's own client, so a widget-session token works exactly as for the list; a failure shows
 * its translated reason under the buttons and loses nothing.
 */
export function DocumentDownloads({ api, owner, number, formats, container }: DocumentDownloadsProps) {
  const { t, describeError } = useWidget();
  const [busy, setBusy] = useState<DocumentFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const labels: Record<DocumentFormat, string> = {
    pdf: t('invoices.downloadPdf'),
    xml: t('invoices.downloadXml'),
    'attached-document': t('invoices.downloadAttached'),
  };
  const download = async (format: DocumentFormat) => {
    setBusy(format);
    setError(null);
    try {
      const blob = await api.document(owner, format);
      saveFile(blob, container(), `${number}.${EXTENSIONS[format]}`);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.downloads}>
      <div className={styles.downloadButtons}>
        {formats.map((format) => (
          <Button
            key={format}
            variant="secondary"
            busy={busy === format}
            disabled={busy !== null}
            aria-label={t('invoices.downloadOf', { what: labels[format], number })}
            onClick={() => void download(format)}
            icon={<IconDownload size={16} aria-hidden="true" focusable="false" />}
          >
            {labels[format]}
          </Button>
        ))}
      </div>
      {error ? (
        <Alert tone="danger" title={t('invoices.downloadErrorTitle')}>
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
