import { readEnvConfig } from './config/env-config';
import { openConfiguredDatabase } from './db/open-configured-database';
import { seedInvoices } from './seed/invoice-bulk-seed';

// `pnpm --filter @facturo/api seed:invoices -- --count 1000 [--organization <uuid> | --nit 901456789]`:
// adds that many invoices (default 1,000) to one organization of the configured database, the demo
// clinic by default. Batched SQL: 100,000 take seconds, not minutes.
const DEMO_NIT = '901456789';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const count = Number(option('count') ?? 1000);
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error('--count must be a whole number from 1 to 5,000,000.');
  process.exit(1);
}
const { config, server } = readEnvConfig();
const database = await openConfiguredDatabase(server);
try {
  const requested = option('organization');
  const organization = await database.db
    .selectFrom('organizations')
    .select(['id', 'name'])
    .$if(Boolean(requested), (query) => query.where('id', '=', requested as string))
    .$if(!requested, (query) =>
      query.where('documentType', '=', '31').where('documentNumber', '=', option('nit') ?? DEMO_NIT),
    )
    .executeTakeFirst();
  if (!organization) {
    console.error(
      'No such organization: pass --organization <uuid> or --nit <NIT>, or start the API once to create the demo.',
    );
    process.exitCode = 1;
  } else {
    const started = performance.now();
    const created = await seedInvoices(database.db, {
      organizationId: organization.id,
      count,
      prefix: config.billing.invoicePrefix,
      now: new Date(),
    });
    console.info(
      `Created ${created} invoices for ${organization.name} (${organization.id}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await database.close();
}
