import { dateInBogota } from '@facturo/sdk/co';
import * as contracts from '@facturo/sdk/endpoints';
import { notFound } from '../../http/api-problem';
import { prefetchedStream } from '../../http/prefetched-stream';
import { requireCapability, resolveOrganization } from '../../identity/billing-access';
import { billingAuth } from '../../identity/integrator-auth';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { invoiceCsvStream } from './invoice-csv';
import { decodeInvoiceCursor } from './invoice-cursor';
import { toInvoice } from './invoice-presenter';
import { invoiceXlsx, XLSX_MEDIA_TYPE } from './invoice-xlsx';
import { creditNotesOf, findInvoice, listInvoicePage } from './invoices.repository';

const TAG = 'Invoices';
const ACCESS =
  'A user (their organization; `organization_id` when they belong to several) or a widget session with the scope listed below (its own organization only).';

/** The file name of an export made today in Bogotá: `facturas-2026-11-27.csv`. */
const exportFileName = (now: Date, extension: 'csv' | 'xlsx') =>
  `attachment; filename="facturas-${dateInBogota(now)}.${extension}"`;

/** The invoice list, its CSV and Excel exports and one invoice. */
export const invoiceRoutes = [
  implementEndpoint(contracts.listInvoices, {
    tag: TAG,
    summary: 'Invoices, filtered and paged',
    description: `Search by number or concept (accents and case ignored; every word matches as a prefix), one or more statuses, issue dates in Colombia (\`from\`/\`to\`, both included), pages of 5, 10, 20, 25, 50 or 100 (anything else is 400) and a sort (\`-created_at\` by default; ties by id). Each invoice comes with its lines and payments.

**Paging.** \`page\` finds a page by number (it skips the rows before it, so deep pages cost more) and counts the matches into \`total\`. Every answer also carries \`next_cursor\` and \`prev_cursor\` (\`null\` at either end): pass one as \`cursor\`, with the same filters, sort and page size (\`page\` is then ignored), and the neighbouring page is found from where this one ends, as fast on page 500 as on page 1. **Counting:** the matches are counted once, on a \`page\` request; the cursors carry that count, so following them never recounts (\`total\` may then miss invoices issued meanwhile, until the next \`page\` request). A cursor made for other filters is 400 \`validation_failed\` on \`cursor\`. ${ACCESS}`,
    auth: billingAuth,
    responses: { 200: { description: 'One page and the number of invoices that match.' } },
    errors: { 400: ['organization_required'], 403: ['forbidden', 'scope_missing'], 404: ['not_found'] },
    handler: async ({ deps, principal, query, locale, t }) => {
      const organizationId = resolveOrganization(principal, query.organizationId);
      const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
      if (!organizationId) return { status: 200, body: { ...empty, nextCursor: null, prevCursor: null } };
      requireCapability(principal, 'invoices:read', organizationId);
      const cursor = query.cursor ? decodeInvoiceCursor(query, t) : undefined;
      const { records, total, page, nextCursor, prevCursor } = await listInvoicePage(
        deps.db,
        organizationId,
        query,
        cursor,
      );
      const creditNotes = await creditNotesOf(
        deps.db,
        records.filter((record) => record.hasCreditNotes).map((record) => record.id),
      );
      return {
        status: 200,
        body: {
          items: records.map((record) => toInvoice(record, locale, creditNotes)),
          total,
          page,
          pageSize: query.pageSize,
          nextCursor,
          prevCursor,
        },
      };
    },
  }),
  implementEndpoint(contracts.exportInvoicesCsv, {
    tag: TAG,
    summary: 'Export invoices as CSV',
    description: `The invoices the same filters and sort select (paging ignored), streamed as CSV that Excel set up for Colombia opens in columns: UTF-8 with a BOM, \`;\` between fields, a header row and the statuses in the request's language (\`Pagada\`, \`Por pagar\`…), times in Bogotá as \`27/11/2026 14:05\`, due days as \`27/11/2026\`, amounts in whole pesos as bare digits (\`15000\`), and a leading \`'\` on any text that starts with \`=\`, \`+\`, \`-\` or \`@\`. ${ACCESS}`,
    auth: billingAuth,
    responses: { 200: { description: 'CSV, streamed.' } },
    errors: { 400: ['organization_required'], 403: ['forbidden', 'scope_missing'], 404: ['not_found'] },
    handler: async ({ deps, principal, query, locale }) => {
      const organizationId = resolveOrganization(principal, query.organizationId);
      if (organizationId) requireCapability(principal, 'invoices:export', organizationId);
      // The header row and the first batch are read before answering, so a failing query is an error
      // answer, not a broken download.
      const stream = organizationId
        ? await prefetchedStream(invoiceCsvStream(deps.db, organizationId, query, locale), (error) =>
            deps.logger.error({ err: error, organizationId }, 'invoice CSV export failed mid-way'),
          )
        : new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
      return new Response(stream, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': exportFileName(deps.clock.now(), 'csv'),
        },
      });
    },
  }),
  implementEndpoint(contracts.exportInvoicesXlsx, {
    tag: TAG,
    summary: 'Export invoices as an Excel workbook',
    description: `The same invoices as \`export.csv\`, as an \`.xlsx\` workbook: a frozen header row in the request's language, the issue and payment times as date cells in Bogotá time, the due day as a date cell, amounts as number cells in pesos (\`$ 15.000\`). At most 20,000 invoices (the workbook is built in memory): more is 422 \`export_too_large\`; narrow the filters or use the CSV, which has no limit. ${ACCESS}`,
    auth: billingAuth,
    responses: { 200: { description: 'The workbook.' } },
    errors: {
      400: ['organization_required'],
      403: ['forbidden', 'scope_missing'],
      404: ['not_found'],
      422: ['export_too_large'],
    },
    handler: async ({ deps, principal, query, locale }) => {
      const organizationId = resolveOrganization(principal, query.organizationId);
      if (organizationId) requireCapability(principal, 'invoices:export', organizationId);
      // Built whole before answering (a zip needs every row), so any failure is an error answer.
      const workbook = await invoiceXlsx(deps.db, organizationId, query, locale);
      return new Response(workbook, {
        headers: {
          'Content-Type': XLSX_MEDIA_TYPE,
          'Content-Disposition': exportFileName(deps.clock.now(), 'xlsx'),
        },
      });
    },
  }),
  implementEndpoint(contracts.getInvoice, {
    tag: TAG,
    summary: 'An invoice',
    description: `With its lines, discount, IVA, total, payments, CUFE, DIAN state (pending, accepted, rejected with DIAN's rules) and the credit notes correcting it. ${ACCESS}`,
    auth: billingAuth,
    responses: { 200: { description: 'The invoice.' } },
    errors: { 403: ['forbidden', 'scope_missing'], 404: ['not_found'] },
    handler: async ({ deps, principal, params, locale }) => {
      const record = await findInvoice(deps.db, params.invoiceId);
      if (!record) throw notFound();
      requireCapability(principal, 'invoices:read', record.organizationId);
      const creditNotes = await creditNotesOf(deps.db, [record.id]);
      return { status: 200, body: toInvoice(record, locale, creditNotes) };
    },
  }),
];
