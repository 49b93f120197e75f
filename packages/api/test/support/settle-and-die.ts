// A child process of `settlement-crash.unit.test.ts`: opens the embedded database in `argv[2]`,
// records the provider's approval of payment `argv[3]`, and is killed (SIGKILL, nothing flushed or
// cleaned up) inside that transaction, the moment it is about to activate the subscriptions: after
// the payment and the invoice were written, before the commit.
import { type KyselyPlugin, TableNode, UpdateQueryNode } from 'kysely';
import { buildDeps } from '../../src/app/build-deps';
import { recordProviderPayment } from '../../src/billing-core/payment-recorder';
import { defineConfig } from '../../src/config/app-config';
import { createPglite, openPglite } from '../../src/db/open-database';
import { createLogger } from '../../src/logging/logger';
import { sandboxOf } from '../../src/payment-providers/sandbox/sandbox-provider';

const [dataDir, paymentId, jwtSecret] = process.argv.slice(2) as [string, string, string];

const dieOnActivation: KyselyPlugin = {
  transformQuery({ node }) {
    const table = UpdateQueryNode.is(node) && node.table && TableNode.is(node.table) ? node.table : null;
    if (table?.table.identifier.name === 'subscriptions') process.kill(process.pid, 'SIGKILL');
    return node;
  },
  transformResult: async ({ result }) => result,
};

const handle = openPglite(await createPglite({ dataDir }));
const deps = buildDeps({
  config: defineConfig({ environment: 'test', jwtSecret }),
  database: { ...handle, db: handle.db.withPlugin(dieOnActivation) },
  logger: createLogger({ level: 'silent' }),
});
const snapshot = await sandboxOf(deps.paymentProvider)?.findByReference(paymentId);
if (!snapshot) throw new Error(`The sandbox has no payment ${paymentId}.`);
await recordProviderPayment(deps, paymentId, {
  ...snapshot,
  status: 'approved',
  statusDetail: 'accredited',
  updatedAt: new Date(snapshot.updatedAt.getTime() + 1000),
});
throw new Error('The settlement finished: the process was expected to die inside it.');
