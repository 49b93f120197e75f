import { dateInBogota } from '@facturo/sdk/co';
import type { Translate } from '@facturo/sdk/i18n';
import { type Prefix, type PrefixInput, type PrefixUpdate, prefixInputSchema } from '@facturo/sdk/schemas';
import { translateIssues } from '@facturo/sdk/validation';
import type { Selectable } from 'kysely';
import { safeParse } from 'zod/mini';
import { isUniqueViolation } from '../../db/sql-state';
import { prefixStatus } from '../../e-invoicing/prefix-alerts';
import { ApiProblem, notFound } from '../../http/api-problem';
import type { AppDeps } from '../../kernel/app-deps';
import { authorize } from '../../permissions/authorize';
import type { Principal } from '../../permissions/principal';
import type { PrefixesTable } from './prefixes.tables';

type PrefixRow = Selectable<PrefixesTable>;

function toPrefix(row: PrefixRow, today: string): Prefix {
  return {
    id: row.id,
    organizationId: row.organizationId,
    prefix: row.prefix,
    documentType: row.documentType,
    resolutionNumber: row.resolutionNumber,
    resolutionDate: row.resolutionDate,
    validFrom: row.validFrom,
    validTo: row.validTo,
    rangeFrom: row.rangeFrom,
    rangeTo: row.rangeTo,
    technicalKey: row.technicalKey,
    nextNumber: row.nextNumber,
    ...prefixStatus(row, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The unique (organization, document type, prefix) constraint decides, so two requests racing
// for the same prefix cannot both succeed.
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiProblem(409, 'prefix_exists');
    throw error;
  }
}

const today = (deps: AppDeps) => dateInBogota(deps.clock.now());

/** The organization's prefixes by document type and prefix, with their alerts on today's date. */
export async function listPrefixes(
  deps: AppDeps,
  principal: Principal,
  organizationId: string,
): Promise<Prefix[]> {
  authorize(principal, 'read', 'Prefix', organizationId);
  const rows = await deps.db
    .selectFrom('prefixes')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .orderBy('documentType')
    .orderBy('prefix')
    .execute();
  return rows.map((row) => toPrefix(row, today(deps)));
}

async function findPrefix(deps: AppDeps, organizationId: string, prefixId: string): Promise<PrefixRow> {
  const row = await deps.db
    .selectFrom('prefixes')
    .selectAll()
    .where('id', '=', prefixId)
    .where('organizationId', '=', organizationId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** One prefix. */
export async function getPrefix(
  deps: AppDeps,
  principal: Principal,
  organizationId: string,
  prefixId: string,
) {
  authorize(principal, 'read', 'Prefix', organizationId);
  return toPrefix(await findPrefix(deps, organizationId, prefixId), today(deps));
}

type ParsedPrefix = Omit<PrefixInput, 'technicalKey' | 'nextNumber'> & {
  technicalKey?: string | null;
  nextNumber?: number;
};

const columnsOf = (input: ParsedPrefix) => ({
  prefix: input.prefix,
  documentType: input.documentType,
  resolutionNumber: input.resolutionNumber,
  resolutionDate: input.resolutionDate,
  validFrom: input.validFrom,
  validTo: input.validTo,
  rangeFrom: input.rangeFrom,
  rangeTo: input.rangeTo,
  technicalKey: input.technicalKey ?? null,
  nextNumber: input.nextNumber ?? input.rangeFrom,
});

/** Registers a numbering resolution (409 `prefix_exists` for the same prefix and document type). */
export async function createPrefix(
  deps: AppDeps,
  principal: Principal,
  organizationId: string,
  input: ParsedPrefix,
): Promise<Prefix> {
  authorize(principal, 'create', 'Prefix', organizationId);
  const now = deps.clock.now();
  const row = await uniquely(() =>
    deps.db
      .insertInto('prefixes')
      .values({ organizationId, ...columnsOf(input), createdAt: now, updatedAt: now })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toPrefix(row, today(deps));
}

/** Changes some fields; the result is checked with every rule of a new prefix (422 otherwise). */
export async function updatePrefix(
  deps: AppDeps,
  principal: Principal,
  organizationId: string,
  prefixId: string,
  change: PrefixUpdate,
  t: Translate,
): Promise<Prefix> {
  authorize(principal, 'update', 'Prefix', organizationId);
  const current = await findPrefix(deps, organizationId, prefixId);
  const merged = safeParse(prefixInputSchema, {
    ...columnsOf(current as unknown as ParsedPrefix),
    ...change,
  });
  if (!merged.success) {
    throw new ApiProblem(422, 'validation_failed', { fieldErrors: translateIssues(merged.error.issues, t) });
  }
  const row = await uniquely(() =>
    deps.db
      .updateTable('prefixes')
      .set({ ...columnsOf(merged.data as ParsedPrefix), updatedAt: deps.clock.now() })
      .where('id', '=', prefixId)
      .where('organizationId', '=', organizationId)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toPrefix(row, today(deps));
}

/** Deletes a prefix. */
export async function deletePrefix(
  deps: AppDeps,
  principal: Principal,
  organizationId: string,
  prefixId: string,
) {
  authorize(principal, 'delete', 'Prefix', organizationId);
  const deleted = await deps.db
    .deleteFrom('prefixes')
    .where('id', '=', prefixId)
    .where('organizationId', '=', organizationId)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw notFound();
}
