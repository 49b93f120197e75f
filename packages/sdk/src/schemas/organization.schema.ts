/**
 * The organizations contract of the reference API: organizations (a company or a clinic, with its
 * taxpayer data and billing address), members and invitations (camelCase here, snake_case on the wire).
 * @module
 */
import * as z from 'zod/mini';
import { messageKey } from '../validation/messages';
import { email } from '../validation/rules';
import { billingAddressSchema } from './address.schema';
import { choice } from './field-rules';
import { idParam } from './path-params.schema';
import { taxpayerSchema } from './taxpayer.schema';

/** Roles a member can hold, from most to least powerful. */
export const ORGANIZATION_ROLES = ['owner', 'admin', 'billing', 'clinician', 'viewer'] as const;

/** One of {@link ORGANIZATION_ROLES}. */
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** What an organization is: a company, or a clinic (which also uses the clinic module). */
export const ORGANIZATION_KINDS = ['company', 'clinic'] as const;

/** One of {@link ORGANIZATION_KINDS}. */
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];

/** Invitation states: `pending` until accepted, revoked or past its expiry. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;

const isoDateTime = () => z.iso.datetime({ offset: true });

const countDigits = (value: string) => value.replace(/\D/g, '').length;

/**
 * A contact phone (landline or mobile, Colombian or foreign): 7 to 15 digits, optionally with a
 * leading `+`, spaces, dots, hyphens or parentheses. Kept as typed.
 */
export const phone = () =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .check(
      z.trim(),
      z.refine(
        (value) => /^\+?[\d\s().-]+$/.test(value) && countDigits(value) >= 7 && countDigits(value) <= 15,
        messageKey('validation.phone'),
      ),
    );

/** `POST /organizations`: the taxpayer and its billing address; the creator becomes its owner. */
export const createOrganizationRequestSchema = z.object({
  kind: choice(ORGANIZATION_KINDS),
  taxpayer: taxpayerSchema,
  billingAddress: billingAddressSchema,
  /** Where the organization receives invoices; optional. */
  email: z.optional(email()),
  phone: z.optional(phone()),
});

/** `PATCH /organizations/{id}`: any subset; `taxpayer` and `billingAddress` are replaced whole; `null` clears. */
export const updateOrganizationRequestSchema = z.object({
  kind: z.optional(choice(ORGANIZATION_KINDS)),
  taxpayer: z.optional(taxpayerSchema),
  billingAddress: z.optional(billingAddressSchema),
  email: z.optional(z.nullable(email())),
  phone: z.optional(z.nullable(phone())),
});

/** An organization as the API sends it, with the caller's role in it. */
export const organizationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ORGANIZATION_KINDS),
  /** Display name: the commercial name, else the company name, else the person's name. */
  name: z.string(),
  taxpayer: taxpayerSchema,
  billingAddress: billingAddressSchema,
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  role: z.enum(ORGANIZATION_ROLES),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});

/** `GET /organizations`: the caller's organizations. */
export const organizationListSchema = z.object({ items: z.array(organizationSchema) });

/** A member of an organization. */
export const memberSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
  joinedAt: isoDateTime(),
});

/** `GET /organizations/{id}/members`. */
export const memberListSchema = z.object({ items: z.array(memberSchema) });

/** `{organizationId}/members/{memberId}` path parameters. */
export const memberParamsSchema = z.object({ organizationId: idParam(), memberId: idParam() });

/** `PATCH /organizations/{id}/members/{memberId}`. */
export const updateMemberRequestSchema = z.object({ role: choice(ORGANIZATION_ROLES) });

/** `POST /organizations/{id}/invitations`: invites someone by e-mail with a role. */
export const inviteMemberRequestSchema = z.object({
  email: email(),
  role: choice(ORGANIZATION_ROLES),
});

/** An invitation to join an organization. */
export const invitationSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  email: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: isoDateTime(),
  createdAt: isoDateTime(),
});

/** `GET /invitations/preview?token=`: the e-mailed token. */
export const invitationPreviewQuerySchema = acceptInvitationTokenSchema();

/**
 * What an invitation is for, before accepting it: the organization, the role, who invited, the
 * address it was sent to and whether it can still be accepted.
 */
export const invitationPreviewSchema = z.object({
  organizationName: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
  /** The inviter's name; `null` when their account is gone. */
  invitedBy: z.nullable(z.string()),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: isoDateTime(),
});

/** An invitation preview as received. */
export type InvitationPreview = z.output<typeof invitationPreviewSchema>;

/** `GET /organizations/{id}/invitations`. */
export const invitationListSchema = z.object({ items: z.array(invitationSchema) });

/** `{organizationId}/invitations/{invitationId}` path parameters. */
export const invitationParamsSchema = z.object({ organizationId: idParam(), invitationId: idParam() });

/** The token from the invitation e-mail. */
function acceptInvitationTokenSchema() {
  return z.object({
    token: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, messageKey('validation.required')),
        z.maxLength(200, messageKey('validation.maxLength')),
      ),
  });
}

/** `POST /invitations/accept`: the token from the invitation e-mail. */
export const acceptInvitationRequestSchema = acceptInvitationTokenSchema();

/** The organization data a form writes. */
export type CreateOrganizationRequest = z.input<typeof createOrganizationRequestSchema>;
/** Changes to an organization. */
export type UpdateOrganizationRequest = z.input<typeof updateOrganizationRequestSchema>;
/** An organization as received. */
export type Organization = z.output<typeof organizationSchema>;
/** A member as received. */
export type Member = z.output<typeof memberSchema>;
/** An invitation as received. */
export type Invitation = z.output<typeof invitationSchema>;
