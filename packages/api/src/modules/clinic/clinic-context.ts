import { subject as asSubject } from '@casl/ability';
import type { Translate } from '@facturo/sdk/i18n';
import { ApiProblem, forbidden, notFound } from '../../http/api-problem';
import type { ApiLocale } from '../../http/request-locale';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { RouteContext } from '../../kernel/route-definition';
import type { Action, Subject } from '../../permissions/role-rules';
import { type AuditActor, recordAudit } from './audit/audit-trail';
import { actorNameOf } from './display-name';

/**
 * Everything a clinic service needs about one request: who asks, in which clinic, from where (for
 * the audit trail), in which language, and whether they may see clinical data.
 */
export interface ClinicContext extends AuditActor {
  /** The caller's role allows reading clinical history (`clinician`, `owner`). */
  clinicalReader: boolean;
  locale: ApiLocale;
  t: Translate;
}

type AnyRouteContext = Pick<
  RouteContext<unknown, unknown, unknown, UserPrincipal>,
  'deps' | 'principal' | 'clientIp' | 'requestId' | 'locale' | 't'
>;

/** Whether the principal may do `action` on `subject` in the organization (no throwing). */
export function can(
  principal: UserPrincipal,
  action: Action,
  subject: Subject,
  organizationId: string,
): boolean {
  const attributes: Record<string, unknown> =
    subject === 'Organization' ? { id: organizationId } : { organizationId };
  return principal.ability.can(action, asSubject(subject, attributes));
}

/**
 * Opens a clinic request: the caller must belong to the organization and it must be a clinic
 * (otherwise 404, so another organization's existence never leaks), and the role must allow
 * `action` on `subject` (403 `forbidden`, recorded as `access.denied`).
 */
export function clinicContext(
  route: AnyRouteContext,
  organizationId: string,
  action: Action,
  subject: Subject,
): ClinicContext {
  const { principal } = route;
  const membership = principal.memberships.find((m) => m.organizationId === organizationId);
  // A company has no clinic data: its clinic routes do not exist, as another organization's do not.
  if (membership?.kind !== 'clinic') throw notFound();
  const ctx: ClinicContext = {
    deps: route.deps,
    principal,
    organizationId,
    clinicalReader: can(principal, 'read', 'ClinicalHistory', organizationId),
    actorName: actorNameOf(principal.user),
    clientIp: route.clientIp,
    requestId: route.requestId,
    locale: route.locale,
    t: route.t,
  };
  requireAlso(ctx, action, subject);
  return ctx;
}

/**
 * Also requires `action` on `subject` (403 otherwise): for operations that touch two areas. A member
 * refused here is written to the clinic's audit trail (`access.denied`, with the request id that ties
 * it to the request log's method and path): a billing clerk who keeps trying clinical URLs is
 * something the clinic must be able to see. The record is written after the answer, so a slow or
 * failing write never changes the 403; a failure is logged.
 */
export function requireAlso(ctx: ClinicContext, action: Action, subject: Subject): void {
  if (can(ctx.principal, action, subject, ctx.organizationId)) return;
  ctx.deps.deferred.defer('clinic access refusal audit', () =>
    recordAudit(ctx.deps.db, ctx, [{ action: 'access.denied' }]),
  );
  throw forbidden();
}

/** 422 `validation_failed` with one translated message on one field (a reference that does not fit). */
export function fieldProblem(
  ctx: Pick<ClinicContext, 't'>,
  field: string,
  key: Parameters<Translate>[0] = 'validation.invalid',
): ApiProblem {
  return new ApiProblem(422, 'validation_failed', { fieldErrors: { [field]: [ctx.t(key)] } });
}
