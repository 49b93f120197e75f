import { findMunicipality } from '@facturo/sdk/co';
import type { Translate } from '@facturo/sdk/i18n';
import type {
  BillingAddress,
  createOrganizationRequestSchema,
  Organization,
  OrganizationRole,
  Taxpayer,
  updateOrganizationRequestSchema,
} from '@facturo/sdk/schemas';
import { messageKey } from '@facturo/sdk/validation';
import type { Selectable } from 'kysely';
import type * as z from 'zod/mini';
import { jsonb } from '../../db/jsonb';
import { isUniqueViolation } from '../../db/sql-state';
import { ApiProblem, conflict, notFound } from '../../http/api-problem';
import { organizationName } from '../../identity/organization-name';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import { authorize } from '../../permissions/authorize';
import type { OrganizationsTable } from './organizations.tables';

type CreateInput = z.output<typeof createOrganizationRequestSchema>;
type UpdateInput = z.output<typeof updateOrganizationRequestSchema>;
type OrganizationRow = Selectable<OrganizationsTable>;

/** An organization as the API sends it (camelCase), with the caller's role. */
export function toOrganization(row: OrganizationRow, role: OrganizationRole): Organization {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    taxpayer: row.taxpayer,
    billingAddress: row.billingAddress,
    email: row.email,
    phone: row.phone,
    role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The municipality must exist in DIVIPOLA (the schema only checks its shape and department);
 * otherwise 422 on `billingAddress.municipalityCode`.
 */
async function checkMunicipality(address: BillingAddress, t: Translate): Promise<void> {
  if (await findMunicipality(address.municipalityCode)) return;
  throw new ApiProblem(422, 'validation_failed', {
    fieldErrors: { 'billingAddress.municipalityCode': [t(messageKey('validation.municipalityCode'))] },
  });
}

/** The caller's role in an organization they belong to. */
function roleIn(principal: UserPrincipal, organizationId: string): OrganizationRole {
  const membership = principal.memberships.find((m) => m.organizationId === organizationId);
  if (!membership) throw notFound();
  return membership.role;
}

/** The caller's organizations, by name, in the order of their memberships (`sortMemberships`). */
export async function listOrganizations(deps: AppDeps, principal: UserPrincipal): Promise<Organization[]> {
  if (principal.memberships.length === 0) return [];
  const rows = await deps.db
    .selectFrom('organizations')
    .selectAll()
    .where('id', 'in', principal.organizationIds)
    .execute();
  const position = new Map(principal.organizationIds.map((id, index) => [id, index]));
  return rows
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
    .map((row) => toOrganization(row, roleIn(principal, row.id)));
}

/**
 * Creates an organization with the caller as its owner. One user cannot create two organizations
 * for the same document (409 `organization_exists`); different users may (branches, accountants).
 */
export async function createOrganization(
  deps: AppDeps,
  principal: UserPrincipal,
  input: CreateInput,
  t: Translate,
): Promise<Organization> {
  await checkMunicipality(input.billingAddress, t);
  const taxpayer = input.taxpayer as Taxpayer;
  const now = deps.clock.now();
  const row = await createOwnedOrganization(deps, principal, input, taxpayer, now);
  return toOrganization(row, 'owner');
}

/** Inserts the organization and the caller's owner membership; a concurrent twin answers 409 too. */
async function createOwnedOrganization(
  deps: AppDeps,
  principal: UserPrincipal,
  input: CreateInput,
  taxpayer: Taxpayer,
  now: Date,
) {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const duplicate = await trx
        .selectFrom('organizations')
        .innerJoin('memberships', 'memberships.organizationId', 'organizations.id')
        .select('organizations.id')
        .where('memberships.userId', '=', principal.userId)
        .where('organizations.documentType', '=', taxpayer.documentType)
        .where('organizations.documentNumber', '=', taxpayer.documentNumber)
        .executeTakeFirst();
      if (duplicate) throw conflict('organization_exists');
      const created = await trx
        .insertInto('organizations')
        .values({
          kind: input.kind,
          name: organizationName(taxpayer),
          documentType: taxpayer.documentType,
          documentNumber: taxpayer.documentNumber,
          taxpayer: jsonb(taxpayer),
          billingAddress: jsonb(input.billingAddress),
          email: input.email ?? null,
          phone: input.phone ?? null,
          createdBy: principal.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('memberships')
        .values({ organizationId: created.id, userId: principal.userId, role: 'owner', createdAt: now })
        .execute();
      return created;
    })
    .catch((error: unknown) => {
      // Two requests for the same document at once: the unique (creator, document) index decides.
      if (isUniqueViolation(error)) throw conflict('organization_exists');
      throw error;
    });
}

/** One organization the caller may read. */
export async function getOrganization(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
): Promise<Organization> {
  authorize(principal, 'read', 'Organization', organizationId);
  const row = await deps.db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toOrganization(row, roleIn(principal, organizationId));
}

/** Applies a change; `taxpayer` and `billingAddress` are replaced whole, `null` clears e-mail or phone. */
export async function updateOrganization(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  input: UpdateInput,
  t: Translate,
): Promise<Organization> {
  authorize(principal, 'update', 'Organization', organizationId);
  if (input.billingAddress) await checkMunicipality(input.billingAddress, t);
  const taxpayer = input.taxpayer as Taxpayer | undefined;
  const row = await deps.db
    .updateTable('organizations')
    .set({
      ...(input.kind ? { kind: input.kind } : {}),
      ...(taxpayer
        ? {
            taxpayer: jsonb(taxpayer),
            name: organizationName(taxpayer),
            documentType: taxpayer.documentType,
            documentNumber: taxpayer.documentNumber,
          }
        : {}),
      ...(input.billingAddress ? { billingAddress: jsonb(input.billingAddress) } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      updatedAt: deps.clock.now(),
    })
    .where('id', '=', organizationId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return toOrganization(row, roleIn(principal, organizationId));
}
