import type { Invoice, InvoiceListResponse } from '@facturo/sdk/schemas';
import { Button, EmptyState, ErrorState } from '@facturo/ui';
import { skeleton, visuallyHidden } from '@facturo/ui/styles';
import { useSignals } from '@preact/signals-react/runtime';
import IconFileInvoice from '@tabler/icons-react/dist/esm/icons/IconFileInvoice.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import type { QueryResult } from '../runtime/react/use-query';
import type { WidgetAccess } from '../runtime/react/use-widget-access';
import { useWidget } from '../runtime/react/widget-context';
import * as table from '../ui/data-table.css';
import type { InvoiceListState } from './invoice-list-state';
import { InvoiceTable } from './invoice-table';

/** Props of {@link InvoiceResults}. */
export interface InvoiceResultsProps {
  access: WidgetAccess;
  /** The API refused the read (403): the token or the role does not allow it. */
  forbidden: boolean;
  list: QueryResult<InvoiceListResponse>;
  /** The page to show: the current one, or the previous one while the next loads. */
  shown: InvoiceListResponse | null;
  state: InvoiceListState;
  onOpen: (invoice: Invoice) => void;
}

const SKELETON_WIDTHS = [92, 83, 74, 91, 82, 73, 90, 81];

/** Grey rows while the first page loads, announced politely. */
function LoadingRows({ rows }: { rows: number }) {
  const { t } = useWidget();
  return (
    <div role="status" aria-live="polite" className={table.frame}>
      <span className={visuallyHidden}>{t('invoices.loading')}</span>
      <div aria-hidden="true" style={{ display: 'grid', gap: 14, padding: 16 }}>
        {SKELETON_WIDTHS.slice(0, Math.min(rows, SKELETON_WIDTHS.length)).map((width) => (
          <span key={width} className={skeleton} style={{ height: 18, width: `${width}%` }} />
        ))}
      </div>
    </div>
  );
}

/** The list's body: no access, an error with retry, loading, nothing found, or the table. */
export function InvoiceResults({ access, forbidden, list, shown, state, onOpen }: InvoiceResultsProps) {
  useSignals();
  const { t } = useWidget();
  if (access.kind === 'none' || !access.can('invoices:read') || forbidden) {
    return (
      <EmptyState icon={<IconLock size={26} focusable="false" />} title={t('invoices.noAccessTitle')}>
        {t(access.kind === 'none' ? 'invoices.signInBody' : 'invoices.noAccessBody')}
      </EmptyState>
    );
  }
  if (list.status === 'error' && !shown) {
    return (
      <ErrorState
        title={t('invoices.errorTitle')}
        error={list.error}
        onRetry={list.refetch}
        retrying={list.isFetching}
      />
    );
  }
  if (!shown) return <LoadingRows rows={state.pageSize.value} />;
  if (shown.total === 0) {
    const searching = state.search.value !== '' || state.filtered;
    return searching ? (
      <EmptyState
        icon={<IconSearch size={26} focusable="false" />}
        title={t('invoices.noMatchesTitle')}
        action={
          <Button variant="secondary" onClick={() => state.clear()}>
            {t('invoices.clearFilters')}
          </Button>
        }
      >
        {t('invoices.noMatchesBody')}
      </EmptyState>
    ) : (
      <EmptyState icon={<IconFileInvoice size={26} focusable="false" />} title={t('invoices.emptyTitle')}>
        {t('invoices.emptyBody')}
      </EmptyState>
    );
  }
  return (
    <>
      {list.status === 'error' ? (
        <ErrorState
          title={t('invoices.errorTitle')}
          error={list.error}
          onRetry={list.refetch}
          retrying={list.isFetching}
        />
      ) : null}
      <InvoiceTable
        invoices={shown.items}
        sort={state.sort.value}
        onSort={(field) => state.sortBy(field)}
        onOpen={onOpen}
        stale={list.isFetching || !list.data}
        caption={t('invoices.tableCaption')}
      />
    </>
  );
}
