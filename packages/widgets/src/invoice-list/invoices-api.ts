import { exportInvoicesCsv, getInvoicePdf, getInvoiceXml, listInvoices } from '@facturo/sdk/endpoints';
import type { ApiClient, CallOptions } from '@facturo/sdk/http';
import type { InvoiceListResponse, InvoiceSort, InvoiceStatus } from '@facturo/sdk/schemas';

/** What the list asks for: the filters, the page and the order. */
export interface InvoiceListQuery {
  search?: string;
  status?: InvoiceStatus;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
  sort: InvoiceSort;
}

/** The invoice endpoints the widget calls, camelCase. */
export interface InvoicesApi {
  /** `GET /invoices`: one page of the filtered, sorted list (each invoice with lines and payments). */
  list(query: InvoiceListQuery): Promise<InvoiceListResponse>;
  /** `GET /invoices/export.csv`: every invoice the filters select (paging ignored). */
  exportCsv(query: InvoiceListQuery): Promise<Blob>;
  /** `GET /invoices/{id}/pdf` or `/xml`: an electronic invoice's document. */
  document(invoiceId: string, kind: 'pdf' | 'xml'): Promise<Blob>;
}

/** Query parameters without empty filters (the API treats a present-but-empty value as a filter). */
export function queryParameters(query: InvoiceListQuery, organizationId: string | undefined) {
  return {
    ...(query.search ? { search: query.search } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    ...(organizationId ? { organizationId } : {}),
  };
}

/**
 * The invoices API over the page's client (the API, or the demo routes), with the widget's access
 * and organization.
 */
export function invoicesApi(
  client: ApiClient,
  access: Pick<CallOptions, 'headers'>,
  organizationId: string | undefined,
): InvoicesApi {
  return {
    list: (query) => client.call(listInvoices, { query: queryParameters(query, organizationId) }, access),
    exportCsv: (query) => {
      const { page: _page, pageSize: _size, ...filters } = queryParameters(query, organizationId);
      return client.call(exportInvoicesCsv, { query: filters }, access);
    },
    document: (invoiceId, kind) =>
      client.call(kind === 'pdf' ? getInvoicePdf : getInvoiceXml, { params: { invoiceId } }, access),
  };
}
