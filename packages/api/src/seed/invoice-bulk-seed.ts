import { phaseCutoffs, pricePlan, renewalDueDate } from '@facturo/sdk/billing';
import { dateInBogota } from '@facturo/sdk/co';
import { type BillingInfo, PAYABLE_INVOICE_STATUSES, type Plan, type Taxpayer } from '@facturo/sdk/schemas';
import { type Kysely, sql } from 'kysely';
import { type CataloguePlan, plansById } from '../billing-core/catalogue-plans';
import { buyerDocument, buyerName } from '../billing-core/invoice-buyer';
import { planLabel } from '../billing-core/invoice-lines';
import { normalizeForSearch } from '../billing-core/invoice-search';
import type { Database } from '../db/database.types';

/** What {@link seedInvoices} creates. */
export interface InvoiceSeedOptions {
  organizationId: string;
  count: number;
  /** Invoice number prefix (`FCT`). */
  prefix: string;
  /** The newest invoice's date; the others go back one by one over about three years. */
  now: Date;
  /** Rows per statement (one `INSERT … SELECT generate_series`, lines and payments in the same statement). */
  batchSize?: number;
}

// A realistic mix: most invoices paid, some open, a few of every other status. The open ones come
// first so that the newest invoices draw them: an open invoice far past its due date does not stay
// open (the billing job expires a payable one when its service is cancelled for non-payment, see
// `phaseCutoffs`), and a small seed still has some open.
const STATUS_MIX = [
  'unpaid',
  'partially_paid',
  'unpaid',
  'pending',
  'in_process',
  'expired',
  'cancelled',
  'refunded',
  ...Array(13).fill('paid'),
] as const;

const THREE_YEARS_MS = 3 * 365 * 86_400_000;

/**
 * Creates `count` invoices for an organization fast (benchmarks seed 100,000; the widgets' browser
 * tests 1,000): each batch is one SQL statement generating the invoices, one plan line each and an
 * approved payment for the paid ones. Concepts and amounts come from the catalogue priced by the
 * sdk; numbers come from the same sequence real invoices use. Returns how many were created.
 */
export async function seedInvoices(db: Kysely<Database>, options: InvoiceSeedOptions): Promise<number> {
  const organization = await db
    .selectFrom('organizations')
    .select(['taxpayer', 'billingAddress', 'email', 'phone'])
    .where('id', '=', options.organizationId)
    .executeTakeFirstOrThrow();
  const taxpayer = organization.taxpayer as Taxpayer;
  const buyer: BillingInfo = {
    taxpayer,
    billingAddress: organization.billingAddress,
    email: organization.email ?? 'facturacion@example.co',
    ...(organization.phone ? { phone: organization.phone } : {}),
  } as BillingInfo;
  const catalogue = [
    ...(
      await plansById(
        db,
        (await db.selectFrom('plans').select('id').execute()).map((row) => row.id),
      )
    ).values(),
  ];
  const offers = catalogue.flatMap((entry: CataloguePlan) =>
    (['monthly', 'annual'] as const).flatMap((cycle) => {
      const price = pricePlan(entry.plan as Plan).cycles[cycle];
      if (!price) return [];
      const label = planLabel(entry, cycle);
      return [
        { planId: entry.plan.id, cycle, label, search: normalizeForSearch(`${label.es} ${label.en}`), price },
      ];
    }),
  );
  const column = <T>(pick: (offer: (typeof offers)[number]) => T) => offers.map(pick);
  const batchSize = options.batchSize ?? 5000;
  const stepMs = Math.max(1, Math.floor(THREE_YEARS_MS / Math.max(1, options.count)));
  // The billing job has cancelled a service whose last paid day is on or before the cutoff; its
  // renewal was due the day after, so invoices due up to then are expired.
  const expiredIfDueBy = renewalDueDate(phaseCutoffs(dateInBogota(options.now)).cancelled);
  let created = 0;
  for (let start = 0; start < options.count; start += batchSize) {
    const end = Math.min(options.count, start + batchSize) - 1;
    await sql`
      with generated as (
        select g, nextval('invoice_number_seq') as seq, 1 + (g % ${offers.length}) as o,
          (${sql.val([...STATUS_MIX])}::text[])[1 + (g % ${STATUS_MIX.length})] as drawn,
          ${options.now}::timestamptz - (g * ${stepMs}::double precision) * interval '1 millisecond' as created
        from generate_series(${start}::int, ${end}::int) as g
      ),
      dated as (
        select generated.*, (created at time zone 'America/Bogota')::date + 5 as due_date,
          case when drawn = any(${sql.val([...PAYABLE_INVOICE_STATUSES])}::text[])
            and (created at time zone 'America/Bogota')::date + 5 <= ${expiredIfDueBy}::date
            then 'expired' else drawn end as status
        from generated
      ),
      offered as (
        select dated.*, (${sql.val(column((o) => JSON.stringify(o.label)))}::text[])[o]::jsonb as concept,
          (${sql.val(column((o) => o.search))}::text[])[o] as concept_search,
          (${sql.val(column((o) => o.price.price))}::int[])[o] as subtotal,
          (${sql.val(column((o) => o.price.iva))}::int[])[o] as iva,
          (${sql.val(column((o) => o.planId))}::text[])[o] as plan_id,
          (${sql.val(column((o) => o.cycle))}::text[])[o] as billing_cycle
        from dated
      ),
      invoices_in as (
        insert into invoices (organization_id, number, sequence, status, concept, buyer, buyer_name, buyer_document,
          subtotal, discount, iva, total, amount_paid, due_date, paid_at, search_text, created_at, updated_at)
        select ${options.organizationId}::uuid, ${options.prefix} || seq, seq, status, concept, ${JSON.stringify(buyer)}::jsonb,
          ${buyerName(taxpayer)}, ${buyerDocument(taxpayer)}, subtotal, 0, iva, subtotal + iva,
          case drawn when 'paid' then subtotal + iva when 'partially_paid' then (subtotal + iva) / 2 else 0 end,
          due_date,
          case when status = 'paid' then created + interval '2 hours' end,
          lower(${options.prefix}) || seq || ' ' || seq || ' ' || concept_search, created, created
        from offered
        returning id, status, subtotal, iva, total, amount_paid, created_at, concept, sequence
      ),
      lines_in as (
        insert into invoice_lines (invoice_id, position, kind, description, plan_id, billing_cycle, quantity, unit_price,
          discount, subtotal, iva_rate_percent, iva, total)
        select invoices_in.id, 1, 'plan', invoices_in.concept, offered.plan_id, offered.billing_cycle, 1, invoices_in.subtotal,
          0, invoices_in.subtotal, case when invoices_in.iva > 0 then 19 else 0 end, invoices_in.iva, invoices_in.total
        from invoices_in join offered on offered.seq = invoices_in.sequence
      ),
      payments_in as (
        insert into payments (organization_id, invoice_id, provider, provider_payment_id, status, status_detail, amount, iva,
          installments, payment_method_id, issuer, card_last_four, ip_address, transaction_date, provider_updated_at,
          created_at, updated_at)
        select ${options.organizationId}::uuid, id, 'sandbox', 'seed-' || sequence, 'approved', 'accredited', amount_paid, iva,
          1, 'visa', 'Bancolombia', '6260', '190.25.' || (sequence % 250) || '.' || (sequence % 200 + 1),
          created_at + interval '2 hours', created_at + interval '2 hours', created_at, created_at
        from invoices_in where amount_paid > 0
      )
      select count(*) as created from invoices_in`.execute(db);
    created += end - start + 1;
  }
  return created;
}
