import type { BillingAddress, OrganizationKind, OrganizationRole, Taxpayer } from '@facturo/sdk/schemas';
import type { Generated } from 'kysely';
import type { Json } from '../../db/jsonb';

/** `organizations`: a company or clinic; the taxpayer and address are kept whole as JSON. */
export interface OrganizationsTable {
  id: Generated<string>;
  kind: OrganizationKind;
  /** Display name, derived from the taxpayer on every write. */
  name: string;
  documentType: string;
  documentNumber: string;
  taxpayer: Json<Taxpayer>;
  billingAddress: Json<BillingAddress>;
  email: string | null;
  phone: string | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** `memberships`: who belongs to which organization, with one role. */
export interface MembershipsTable {
  id: Generated<string>;
  organizationId: string;
  userId: string;
  role: OrganizationRole;
  createdAt: Date;
}

/** `invitations`: pending, accepted or revoked invitations by e-mail; the token is stored hashed. */
export interface InvitationsTable {
  id: Generated<string>;
  organizationId: string;
  email: string;
  role: OrganizationRole;
  tokenHash: string;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  acceptedBy: string | null;
  revokedAt: Date | null;
}

declare module '../../db/database.types' {
  interface Database {
    organizations: OrganizationsTable;
    memberships: MembershipsTable;
    invitations: InvitationsTable;
  }
}
