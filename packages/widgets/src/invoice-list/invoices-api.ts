import type { exportInvoicesCsv, exportInvoicesXlsx } from '@facturo/sdk/endpoints';
import { listInvoices } from '@facturo/sdk/endpoints';
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

/** The file formats of the export: CSV for Excel set up for Colombia, or an Excel workbook. */
export type InvoiceExportFormat = 'csv' | 'xlsx';

/** The contract of an export (downloaded with the export itself, not with the list). */
export type InvoiceExportEndpoint = typeof exportInvoicesCsv | typeof exportInvoicesXlsx;

/** A DIAN document of an invoice or credit note: its graphic representation, its XML, or the buyer's zip. */
export type DocumentFormat = 'pdf' | 'xml' | 'attached-document';

/** Whose document: an invoice or one of the credit notes correcting it. */
export interface DocumentOwner {
  kind: 'invoice' | 'creditNote';
  id: string;
}

/** The invoice endpoints the widget calls, camelCase. */
export interface InvoicesApi {
  /** `GET /invoices`: one page of the filtered, sorted list (each invoice with lines and payments). */
  list(query: InvoiceListQuery): Promise<InvoiceListResponse>;
  /** `GET /invoices/export.csv` or `.xlsx`: every invoice the filters select (paging ignored). */
  exportFile(query: InvoiceListQuery, endpoint: InvoiceExportEndpoint): Promise<Blob>;
  /** `GET /invoices/{id}/pdf|xml|attached-document` or the same under `/credit-notes/{id}`. */
  document(owner: DocumentOwner, format: DocumentFormat): Promise<Blob>;
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
    // The API's usual page is checked by hand, without the schema validator; any other page goes to
    // the schema. The check's code downloads beside the request, not in the list's first download.
    list: (query) => {
      const reading = import('./invoice-page-check');
      // A failed download fails the call that awaits it (the list shows its error and retry).
      reading.catch(() => {});
      return client.call(
        listInvoices,
        { query: queryParameters(query, organizationId) },
        { ...access, check: async (body) => (await reading).invoicePageCheck(body) },
      );
    },
    exportFile: (query, endpoint) => {
      const { page: _page, pageSize: _size, ...filters } = queryParameters(query, organizationId);
      return client.call(endpoint, { query: filters }, access);
    },
    // The document endpoints download with the first document asked for (the list needs none).
    document: async (owner, format) => {
      const { CREDIT_NOTE_DOCUMENTS, INVOICE_DOCUMENTS } = await import('./document-endpoints');
      return owner.kind === 'invoice'
        ? client.call(INVOICE_DOCUMENTS[format], { params: { invoiceId: owner.id } }, access)
        : client.call(CREDIT_NOTE_DOCUMENTS[format], { params: { creditNoteId: owner.id } }, access);
    },
  };
}
