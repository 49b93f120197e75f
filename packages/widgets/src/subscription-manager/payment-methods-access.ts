import type { OrganizationRole, Subscription, UserDataResponse } from '@facturo/sdk/schemas';
import type { WidgetAccess } from '../runtime/react/use-widget-access';

// The roles the API lets change an organization's cards (its role table grants them `Payment`);
// the API still checks every call, this only hides buttons that would be refused.
const MANAGING_ROLES: ReadonlySet<OrganizationRole> = new Set(['owner', 'admin', 'billing']);
// A clinician has no billing data at all: the section is not shown to them.
const READING_ROLES: ReadonlySet<OrganizationRole> = new Set([...MANAGING_ROLES, 'viewer']);

/** Whose cards the section shows, and whether the reader may change them. */
export interface PaymentMethodsScope {
  organizationId: string;
  canManage: boolean;
}

/** What {@link paymentMethodsScope} looks at. */
export interface PaymentMethodsScopeInput {
  access: Pick<WidgetAccess, 'kind'>;
  demo: boolean;
  /** The session's user (their memberships carry their role in each organization). */
  user: Pick<UserDataResponse, 'organizations'> | null;
  /** The widget's `organization-id`, when set. */
  organizationId: string | undefined;
  /** The subscriptions listed, once they are. */
  subscriptions: readonly Pick<Subscription, 'organizationId'>[] | undefined;
}

/**
 * The organization whose saved cards the subscription manager shows: its `organization-id`, else the
 * one its subscriptions belong to, else the user's only organization; `null` when there is none to
 * show (a widget session, which the payment-method endpoints refuse; a clinician; no organization yet).
 */
export function paymentMethodsScope(input: PaymentMethodsScopeInput): PaymentMethodsScope | null {
  if (input.access.kind !== 'user') return null;
  const owners = new Set(input.subscriptions?.map((subscription) => subscription.organizationId));
  const memberships = input.user?.organizations ?? [];
  const organizationId =
    input.organizationId ??
    (owners.size === 1 ? [...owners][0] : undefined) ??
    (memberships.length === 1 ? memberships[0]?.organizationId : undefined);
  if (!organizationId) return null;
  if (input.demo) return { organizationId, canManage: true };
  const role = memberships.find((membership) => membership.organizationId === organizationId)?.role;
  // An unknown role (a session without its memberships) reads, and the API decides.
  if (role && !READING_ROLES.has(role)) return null;
  return { organizationId, canManage: role !== undefined && MANAGING_ROLES.has(role) };
}
