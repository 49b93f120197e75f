import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const invoices = schemaModule('invoice.schema', () => import('../schemas/invoice.schema'));

// A user reads their organization's invoices (`organization_id` when they belong to several); a
// widget session needs the scope and sees its own organization only.

/** `GET /invoices`: one page of the invoices the filters select, with their lines and payments. */
export const listInvoices = defineEndpoint({
  operationId: 'listInvoices',
  method: 'GET',
  path: '/invoices',
  auth: 'userOrWidgetSession',
  scopes: ['invoices:read'],
  query: invoices('invoiceQuerySchema'),
  status: 200,
  response: invoices('invoiceListResponseSchema'),
});

/**
 * `GET /invoices/export.csv`: every invoice the filters select (paging ignored), as CSV for Excel set
 * up for Colombia (UTF-8 with BOM, `;`, statuses in the request's language, Bogotá times).
 */
export const exportInvoicesCsv = defineEndpoint({
  operationId: 'exportInvoicesCsv',
  method: 'GET',
  path: '/invoices/export.csv',
  auth: 'userOrWidgetSession',
  scopes: ['invoices:export'],
  query: invoices('invoiceQuerySchema'),
  status: 200,
  produces: 'text/csv',
});

/**
 * `GET /invoices/export.xlsx`: the same invoices as the CSV, as an Excel workbook with date and peso
 * cells and a frozen header row.
 */
export const exportInvoicesXlsx = defineEndpoint({
  operationId: 'exportInvoicesXlsx',
  method: 'GET',
  path: '/invoices/export.xlsx',
  auth: 'userOrWidgetSession',
  scopes: ['invoices:export'],
  query: invoices('invoiceQuerySchema'),
  status: 200,
  produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

/** `GET /invoices/{invoiceId}`: an invoice with its lines, taxes, total and payments. */
export const getInvoice = defineEndpoint({
  operationId: 'getInvoice',
  method: 'GET',
  path: '/invoices/{invoiceId}',
  auth: 'userOrWidgetSession',
  scopes: ['invoices:read'],
  params: invoices('invoiceParamsSchema'),
  status: 200,
  response: invoices('invoiceSchema'),
});
