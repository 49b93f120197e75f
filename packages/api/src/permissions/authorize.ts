import { subject as asSubject } from '@casl/ability';
import { forbidden, notFound } from '../http/api-problem';
import type { Principal } from './principal';
import type { Action, Subject } from './role-rules';

/**
 * The CASL subject of a resource inside `organizationId` (`{ id }` for the Organization itself,
 * `{ organizationId }` for everything else), as the rules' conditions expect it.
 */
export function organizationSubject(subject: Subject, organizationId: string): Record<string, unknown> {
  const attributes: Record<string, unknown> =
    subject === 'Organization' ? { id: organizationId } : { organizationId };
  return asSubject(subject, attributes);
}

/**
 * Checks that the caller may do `action` on `subject` inside `organizationId`, with the same CASL
 * rules the client receives. Not a member at all → 404 (another organization's data must not even
 * be confirmed to exist); a member whose role does not allow it → 403.
 */
export function authorize(
  principal: Principal,
  action: Action,
  subject: Subject,
  organizationId: string,
): void {
  if (!principal.organizationIds.includes(organizationId)) throw notFound();
  if (!principal.ability.can(action, organizationSubject(subject, organizationId))) throw forbidden();
}
