import { type AbilityRule, createAbility } from '@facturo/sdk/permissions';
import type { ApiKeyScope } from '@facturo/sdk/schemas';
import type { Principal } from '../permissions/principal';
import type { Action, Subject } from '../permissions/role-rules';

/**
 * An integrator's credential: an API key (`api_key`), or a widget session minted from one
 * (`widget_session`). Limited to one organization and to its scopes.
 */
export interface ScopedPrincipal extends Principal {
  kind: 'api_key' | 'widget_session';
  userId: null;
  organizationId: string;
  apiKeyId: string;
  scopes: readonly ApiKeyScope[];
}

/** What each scope allows, as the CASL action and subject the handlers check. */
export const SCOPE_GRANTS: Readonly<Record<ApiKeyScope, { action: Action; subject: Subject }>> = {
  'invoices:read': { action: 'read', subject: 'Invoice' },
  'invoices:export': { action: 'read', subject: 'Invoice' },
  'invoices:download': { action: 'read', subject: 'Invoice' },
  'billing-date:read': { action: 'read', subject: 'BillingSchedule' },
  'billing-date:write': { action: 'update', subject: 'BillingSchedule' },
  'subscriptions:read': { action: 'read', subject: 'Subscription' },
  'subscriptions:manage': { action: 'update', subject: 'Subscription' },
  'usage:write': { action: 'update', subject: 'Subscription' },
};

/** Scopes that include another one (writing the billing date needs to read it). */
const IMPLIED: Partial<Record<ApiKeyScope, ApiKeyScope[]>> = {
  'billing-date:write': ['billing-date:read'],
  'subscriptions:manage': ['subscriptions:read'],
};

/** The scopes a list grants, with the implied ones. */
export function effectiveScopes(scopes: readonly ApiKeyScope[]): Set<ApiKeyScope> {
  return new Set(scopes.flatMap((scope) => [scope, ...(IMPLIED[scope] ?? [])]));
}

/**
 * A scoped principal for one organization: the same CASL ability every handler checks, built from
 * the scopes (pinned to the organization like a member's rules), so `authorize` works unchanged.
 */
export function scopedPrincipal(
  kind: ScopedPrincipal['kind'],
  organizationId: string,
  apiKeyId: string,
  scopes: readonly ApiKeyScope[],
): ScopedPrincipal {
  const rules: AbilityRule[] = [...effectiveScopes(scopes)].map((scope) => {
    const grant = SCOPE_GRANTS[scope];
    return {
      action: grant.action === 'update' ? ['read', 'update'] : grant.action,
      subject: grant.subject,
      conditions: { organizationId },
    };
  });
  return {
    kind,
    userId: null,
    organizationId,
    apiKeyId,
    scopes: [...scopes],
    organizationIds: [organizationId],
    ability: createAbility(rules),
  };
}

/** `true` for an API key or widget session principal. */
export function isScoped(principal: Principal): principal is ScopedPrincipal {
  return principal.kind === 'api_key' || principal.kind === 'widget_session';
}
