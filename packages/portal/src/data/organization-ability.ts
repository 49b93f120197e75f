import type { AppAbility } from '@facturo/sdk/permissions';

/**
 * `true` when the user may do `action` on `subjectType` inside one organization. The API's rules are
 * pinned to organizations by conditions (`id` for the organization itself, `organizationId` for what
 * it holds), so the check needs a subject object that carries them; CASL reads its type from
 * `__caslSubjectType__`, as its own `subject()` helper sets it.
 */
export function canInOrganization(
  ability: Pick<AppAbility, 'can'>,
  action: string,
  subjectType: string,
  organizationId: string,
): boolean {
  const subject: Record<string, unknown> =
    subjectType === 'Organization' ? { id: organizationId } : { organizationId };
  Object.defineProperty(subject, '__caslSubjectType__', { value: subjectType });
  return ability.can(action, subject);
}
