import { groupThousands } from '@facturo/sdk/co';
import { isApiError } from '@facturo/sdk/http';
import type { Invoice, InvoiceListResponse } from '@facturo/sdk/schemas';
import { Alert } from '@facturo/ui';
import { visuallyHidden } from '@facturo/ui/styles';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import type { DemoRoutesLoader } from '../runtime/core/connection/demo-connection-transport';
import { LazySection } from '../runtime/react/lazy-section';
import { useDebouncedValue } from '../runtime/react/use-debounced-value';
import { useQuery } from '../runtime/react/use-query';
import { useWidgetAccess } from '../runtime/react/use-widget-access';
import { useWidget } from '../runtime/react/widget-context';
import { WidgetRoot } from '../runtime/react/widget-root';
import * as styles from './invoice-list.css';
import type { InvoiceListProps } from './invoice-list.types';
import { invoiceListFrame } from './invoice-list.widget';
import { InvoiceListState, pageSizeOf, statusOf } from './invoice-list-state';
import { InvoicePagination } from './invoice-pagination';
import { InvoiceResults } from './invoice-results';
import { InvoiceToolbar } from './invoice-toolbar';
import { type InvoiceExportFormat, invoicesApi } from './invoices-api';

// A `demo` widget's answers, downloaded only then.
const demoRoutes: DemoRoutesLoader = () =>
  import('./invoice-list.demo').then((module) => module.invoiceListDemoRoutes());

// The detail view (and the export) download on first use: the list is what a visit shows first.
const InvoiceDetail = lazy(() =>
  import('./invoice-list-later').then((module) => ({ default: module.InvoiceDetail })),
);

/** How long the search waits for the typing to pause before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The invoice list: search by number or concept, status, issue dates, server-side paging (5–100 rows)
 * and sorting, a detail view with lines, discount, IVA and payments, and the CSV and Excel exports of
 * the filtered set. Activating a row dispatches the cancelable `facturo-invoice-open` { invoiceId, invoiceNumber }.
 * Works with the signed-in customer's session or a scoped widget-session token, hiding what the
 * token's scopes do not allow.
 * @example <InvoiceList accessToken={tokenFromYourServer} onInvoiceOpen={(event) => openInErp(event.detail.invoiceId)} />
 */
export function InvoiceList(props: InvoiceListProps) {
  return (
    <WidgetRoot frame={invoiceListFrame} props={props} demoRoutes={demoRoutes}>
      <InvoiceListContent {...props} />
    </WidgetRoot>
  );
}

function InvoiceListContent({
  organizationId,
  search,
  status,
  pageSize,
  accessToken,
  checkoutUrl,
  onInvoicePay,
}: InvoiceListProps) {
  useSignals();
  const { t, locale, demo, connection, config, emit, describeError } = useWidget();
  const access = useWidgetAccess(accessToken);
  const api = useMemo(
    () => invoicesApi(connection.client, access.callOptions, organizationId),
    [connection, access.callOptions, organizationId],
  );
  const [state] = useState(() => new InvoiceListState({ search, status, pageSize }));
  const root = useRef<HTMLElement>(null);
  const openedFrom = useRef<string | null>(null);
  const [exporting, setExporting] = useState<InvoiceExportFormat | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  // A new `search`, `status` or `page-size` attribute (the host page's own controls) replaces what the
  // buyer chose. The first values are already in the state; effects run again only when they change.
  const attributes = useRef({ search, status, pageSize });
  useEffect(() => {
    if (search === attributes.current.search) return;
    attributes.current.search = search;
    if (search !== undefined) state.search.value = search;
  }, [search, state]);
  useEffect(() => {
    if (status === attributes.current.status) return;
    attributes.current.status = status;
    state.filter('status', statusOf(status));
  }, [status, state]);
  useEffect(() => {
    if (pageSize === attributes.current.pageSize) return;
    attributes.current.pageSize = pageSize;
    state.resize(pageSizeOf(pageSize));
  }, [pageSize, state]);
  const typed = useDebouncedValue(state.search.value, SEARCH_DEBOUNCE_MS);
  useEffect(() => state.settle(typed), [typed, state]);

  const rangeValid = !(state.from.value && state.to.value && state.to.value < state.from.value);
  const query = state.query(rangeValid);
  const scope = `${demo ? 'demo' : config.apiBaseUrl}|${access.cacheKey}|${organizationId ?? ''}`;
  const canRead = access.can('invoices:read');
  const list = useQuery(`invoices|${scope}|${JSON.stringify(query)}`, () => api.list(query), {
    enabled: canRead,
  });
  const last = useRef<InvoiceListResponse | null>(null);
  if (list.data) last.current = list.data;
  const shown = list.data ?? last.current;

  const openId = state.openId.value;
  const openInvoice = openId ? shown?.items.find((invoice) => invoice.id === openId) : undefined;
  useEffect(() => {
    if (openId || !openedFrom.current) return;
    root.current?.querySelector<HTMLElement>(`[data-invoice="${openedFrom.current}"]`)?.focus();
    openedFrom.current = null;
  }, [openId]);

  const open = (invoice: Invoice) => {
    if (
      !emit(
        'facturo-invoice-open',
        { invoiceId: invoice.id, invoiceNumber: invoice.number },
        { cancelable: true },
      )
    )
      return;
    openedFrom.current = invoice.id;
    state.openId.value = invoice.id;
  };

  const exportFile = async (format: InvoiceExportFormat) => {
    setExporting(format);
    setExportError(null);
    try {
      const { saveInvoicesExport } = await import('./invoice-list-later');
      await saveInvoicesExport(api, query, format, root.current, t('invoices.exportFileName'));
    } catch (error) {
      setExportError(describeError(error));
    } finally {
      setExporting(null);
    }
  };

  const forbidden = list.status === 'error' && isApiError(list.error) && list.error.status === 403;
  return (
    <section ref={root} className={styles.root} aria-label={t('invoices.title')}>
      {openInvoice ? (
        <LazySection>
          <InvoiceDetail
            invoice={openInvoice}
            api={api}
            canDownload={access.can('invoices:download')}
            container={() => root.current}
            // A widget session (the attribute's or `Facturo.session`'s) has no customer to pay; with
            // no checkout (the host's or `checkoutUrl`) the button would lead nowhere.
            {...(access.kind === 'user' && (checkoutUrl || onInvoicePay) ? { pay: { checkoutUrl } } : {})}
            onBack={() => {
              state.openId.value = null;
            }}
          />
        </LazySection>
      ) : (
        <>
          <InvoiceToolbar
            state={state}
            rangeError={rangeValid ? undefined : t('invoices.dateRange')}
            onExport={
              access.can('invoices:export') && canRead && !forbidden
                ? (format) => void exportFile(format)
                : null
            }
            exporting={exporting}
          />
          {exportError ? (
            <Alert tone="danger" title={t('invoices.exportErrorTitle')}>
              {exportError}
            </Alert>
          ) : null}
          <div role="status" aria-live="polite" className={visuallyHidden}>
            {shown && !list.isFetching
              ? t('invoices.resultCount', {
                  count: shown.total,
                  formatted: groupThousands(shown.total, locale),
                })
              : ''}
          </div>
          <InvoiceResults
            access={access}
            forbidden={forbidden}
            list={list}
            shown={shown}
            state={state}
            onOpen={open}
          />
          {shown && shown.total > 0 && canRead && !forbidden ? (
            <InvoicePagination state={state} total={shown.total} />
          ) : null}
        </>
      )}
    </section>
  );
}
