import { INVOICE_STATUSES, type InvoiceStatus } from '@facturo/sdk/schemas';
import { Button, SelectField, TextField } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { useWidget } from '../runtime/react/widget-context';
import { DateTextField } from '../ui/date-text-field';
import * as styles from './invoice-list.css';
import type { InvoiceListState } from './invoice-list-state';
import { STATUS_KEYS } from './invoice-status';
import type { InvoiceExportFormat } from './invoices-api';

/** Props of {@link InvoiceToolbar}. */
export interface InvoiceToolbarProps {
  state: InvoiceListState;
  /** Shown under "to" when it is before "from". */
  rangeError: string | undefined;
  /** `null` hides the exports (the token lacks `invoices:export`). */
  onExport: ((format: InvoiceExportFormat) => void) | null;
  /** The export being downloaded, if any. */
  exporting: InvoiceExportFormat | null;
}

const EXPORT_LABELS = { csv: 'invoices.exportCsv', xlsx: 'invoices.exportXlsx' } as const;

/**
 * Search (number or concept, sent once the typing pauses), status, issue-date range, and the CSV and
 * Excel exports of everything the filters select.
 */
export function InvoiceToolbar({ state, rangeError, onExport, exporting }: InvoiceToolbarProps) {
  useSignals();
  const { t } = useWidget();
  const active = state.search.value !== '' || state.filtered;
  const pattern = t('invoices.datePattern');
  const dateTexts = {
    pattern,
    hint: t('invoices.dateHint', { pattern }),
    invalid: t('invoices.dateInvalid'),
  };
  return (
    <search aria-label={t('invoices.filtersLabel')} className={styles.toolbarBlock}>
      <div className={styles.toolbar}>
        <div className={styles.searchField}>
          <TextField
            label={t('invoices.search')}
            type="search"
            placeholder={t('invoices.searchPlaceholder')}
            value={state.search.value}
            onValueChange={(value) => {
              state.search.value = value;
            }}
          />
        </div>
        <SelectField
          label={t('invoices.status')}
          value={state.status.value}
          onValueChange={(value) => state.filter('status', value as InvoiceStatus | '')}
          options={[
            { value: '', label: t('invoices.allStatuses') },
            ...INVOICE_STATUSES.map((status) => ({ value: status, label: t(STATUS_KEYS[status]) })),
          ]}
        />
        <DateTextField
          label={t('invoices.from')}
          value={state.from.value}
          onDateChange={(value) => state.filter('from', value)}
          texts={dateTexts}
        />
        <DateTextField
          label={t('invoices.to')}
          value={state.to.value}
          onDateChange={(value) => state.filter('to', value)}
          texts={dateTexts}
          errors={rangeError ? [rangeError] : undefined}
        />
      </div>
      <div className={styles.toolbarActions}>
        {/* The search field's placeholder already says what it finds; no second hint here. */}
        {active ? (
          <Button
            variant="link"
            onClick={() => state.clear()}
            icon={<IconX size={16} aria-hidden="true" focusable="false" />}
          >
            {t('invoices.clearFilters')}
          </Button>
        ) : null}
        {onExport
          ? (['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="secondary"
                onClick={() => onExport(format)}
                busy={exporting === format}
                icon={<IconDownload size={18} aria-hidden="true" focusable="false" />}
              >
                {t(EXPORT_LABELS[format])}
              </Button>
            ))
          : null}
      </div>
    </search>
  );
}
