// What the invoice-page benchmark needs from the database before the API takes it over: the cursor
// of a deep page (as a client following `next_cursor` would hold it) and PostgreSQL's plans of the
// page and count queries, printed so the index use is visible in the output.
import type { InvoiceQuery } from '@facturo/sdk/schemas';
import { sql } from 'kysely';
import { inKeysetOrder, keysetBeyond } from '../src/db/keyset';
import type { DatabaseHandle } from '../src/db/open-database';
import { PATIENT_ORDER } from '../src/modules/clinic/patients/patients.service';
import { countInvoices } from '../src/modules/invoices/invoice-counts';
import { encodeInvoiceCursor, type InvoiceCursor } from '../src/modules/invoices/invoice-cursor';
import { invoiceExportBatchQuery } from '../src/modules/invoices/invoice-export-rows';
import { invoicePageQuery } from '../src/modules/invoices/invoice-page-query';

/** The list's default query with 20 rows a page (what the portal asks for). */
export const DEEP_PAGE_QUERY = { page: 1, pageSize: 20, sort: '-created_at' } as const satisfies InvoiceQuery;

/** The cursor `next_cursor` leads to page `page` with: after the last invoice of the page before. */
export async function deepPageCursor(
  database: DatabaseHandle,
  organizationId: string,
  page: number,
  total: number,
): Promise<InvoiceCursor> {
  const before = await database.db
    .selectFrom('invoices')
    .select(['id', sql<string>`created_at::text`.as('sortKey')])
    .where('organizationId', '=', organizationId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * DEEP_PAGE_QUERY.pageSize - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { direction: 'next', keys: [before.sortKey], id: before.id, page, total };
}

/** `cursor` as the API's `cursor` parameter for {@link DEEP_PAGE_QUERY}. */
export const deepPageParameter = (cursor: InvoiceCursor) => encodeInvoiceCursor(DEEP_PAGE_QUERY, cursor);

type Explainable = { explain: (format?: undefined, options?: ReturnType<typeof sql>) => Promise<unknown[]> };

async function printPlan(title: string, query: Explainable): Promise<void> {
  const plan = await query.explain(undefined, sql`analyze, buffers`);
  console.log(
    `EXPLAIN ANALYZE of ${title}:\n${plan.map((row) => `  ${Object.values(row as object)[0]}`).join('\n')}`,
  );
}

/**
 * Prints the plans the benchmark's requests run: the number search's page (GIN index, window
 * count), the deep page through its cursor (a range scan of `invoices_created_idx`, no OFFSET), the
 * same page by number (OFFSET over that index's ids only), again from the position its first
 * request remembered (a range scan from there) and the count of a `page` request.
 */
export async function explainInvoicePages(
  label: string,
  database: DatabaseHandle,
  organizationId: string,
  options: { search: string; deepCursor: InvoiceCursor },
): Promise<void> {
  const search = { ...DEEP_PAGE_QUERY, search: options.search };
  await printPlan(
    `${label}: the invoice page, search "${options.search}"`,
    invoicePageQuery(database.db, organizationId, search),
  );
  await printPlan(
    `${label}: page ${options.deepCursor.page} through its cursor`,
    invoicePageQuery(database.db, organizationId, DEEP_PAGE_QUERY, options.deepCursor),
  );
  await printPlan(
    `${label}: page ${options.deepCursor.page} by number`,
    invoicePageQuery(database.db, organizationId, { ...DEEP_PAGE_QUERY, page: options.deepCursor.page }),
  );
  const numbered = { ...DEEP_PAGE_QUERY, page: options.deepCursor.page };
  const [first] = await invoicePageQuery(database.db, organizationId, numbered).execute();
  if (first) {
    const position = (numbered.page - 1) * numbered.pageSize;
    const anchor = {
      position,
      keys: first.sortKeys,
      id: first.id,
      total: Number(first.fullCount),
      lastSequence: Number(first.lastSequence),
    };
    await printPlan(
      `${label}: page ${numbered.page} by number again, from the position its first request remembered`,
      invoicePageQuery(database.db, organizationId, numbered, undefined, anchor),
    );
  }
  await printPlan(
    `${label}: a CSV export batch past invoice ${options.deepCursor.page * DEEP_PAGE_QUERY.pageSize}`,
    invoiceExportBatchQuery(database.db, organizationId, DEEP_PAGE_QUERY, options.deepCursor),
  );
  const started = performance.now();
  const total = await countInvoices(database.db, organizationId, DEEP_PAGE_QUERY);
  console.log(
    `${label}: counting ${total} invoices (once per page request, never per cursor) took ${Math.round(performance.now() - started)} ms`,
  );
}

/**
 * Seeds `count` patients into a new clinic (one statement) and prints the plan of a deep page of its
 * patient list through a cursor: a range scan of `clinic_patients_order_idx`, whatever the depth.
 */
export async function explainClinicList(
  label: string,
  database: DatabaseHandle,
  count: number,
): Promise<void> {
  const { db } = database;
  const inserted = await sql<{ id: string }>`insert into organizations (kind, name, document_type,
      document_number, taxpayer, billing_address, created_at, updated_at)
    values ('clinic', 'IPS Bench', '31', '900765432', '{}', '{}', now(), now()) returning id`.execute(db);
  const clinic = inserted.rows[0] as { id: string };
  await sql`insert into clinic_patients (organization_id, document_type, document_number, first_name,
      first_surname, second_surname, birthdate, sex, address, regime, search_text, created_at, updated_at)
    select ${clinic.id}, 'CC', (10000000 + n)::text, (array['Ana','Luis','Marta','Jorge'])[1 + n % 4],
      (array['Gómez','Pérez','Ríos','Zapata','Mejía'])[1 + n % 5] || n % 97,
      case when n % 3 = 0 then null else 'Duque' end, date '1990-01-01', 'female', '{}'::jsonb,
      'contributory', 'bench', now(), now()
    from generate_series(1, ${count}) as n`.execute(db);
  await sql`analyze clinic_patients`.execute(db);
  const list = () => db.selectFrom('clinicPatients').selectAll().where('organizationId', '=', clinic.id);
  const middle = await inKeysetOrder(
    list().select(sql<string[]>`array[first_surname, coalesce(second_surname, ''), first_name]`.as('keys')),
    PATIENT_ORDER,
  )
    .offset(Math.floor(count / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  await printPlan(
    `${label}: patient ${Math.floor(count / 2)} of ${count} in a clinic's list, through its cursor`,
    inKeysetOrder(
      list().where(keysetBeyond(PATIENT_ORDER, { keys: middle.keys, id: middle.id })),
      PATIENT_ORDER,
    ).limit(21),
  );
}
