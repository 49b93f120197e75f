import type { HttpClient, RequestOptions } from '@facturo/sdk/http';
import {
  type InvoiceListResponse,
  type InvoiceSort,
  type InvoiceStatus,
  invoiceListResponseSchema,
} from '@facturo/sdk/schemas';
import { parseResponse } from '../runtime/core/data/parse-response';

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

/** The invoices API over the page's client, with the widget's access and organization. */
export function httpInvoicesApi(
  client: HttpClient,
  access: RequestOptions,
  organizationId: string | undefined,
): InvoicesApi {
  return {
    list: async (query) =>
      parseResponse(
        invoiceListResponseSchema,
        await client.get('/invoices', { ...access, query: queryParameters(query, organizationId) }),
        'GET /invoices',
      ),
    exportCsv: (query) => {
      const { page: _page, pageSize: _size, ...filters } = queryParameters(query, organizationId);
      return client.download('/invoices/export.csv', { ...access, query: filters });
    },
  };
}
