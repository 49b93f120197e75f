import { subject as asSubject } from '@casl/ability';
import { dateInBogota } from '@facturo/sdk/co';
import type { Notification } from '@facturo/sdk/schemas';
import { prefixStatus } from '../../e-invoicing/prefix-alerts';
import type { ApiLocale } from '../../http/request-locale';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import type { Subject } from '../../permissions/role-rules';
import { type NotificationFacts, notificationText } from './notification-texts';

/** How far back a settled payment is still news. */
const PAYMENT_NEWS_DAYS = 7;

type Draft = Omit<Notification, 'title' | 'message' | 'organizationName'> & {
  facts: Omit<NotificationFacts, 'organization'>;
};

/**
 * The signed-in user's notifications across their organizations, derived from the data on every
 * request (nothing to keep in sync): renewal invoices waiting to be paid, suspended subscriptions,
 * payments approved in the last 7 days, and prefixes close to expiry or to the end of their range.
 * Only organizations where the user may read that kind of data contribute.
 */
export async function listNotifications(
  deps: AppDeps,
  principal: UserPrincipal,
  locale: ApiLocale,
): Promise<Notification[]> {
  const now = deps.clock.now();
  const today = dateInBogota(now);
  const readable = (subject: Subject) =>
    principal.memberships
      .filter((m) => {
        const attributes: Record<string, unknown> = { organizationId: m.organizationId };
        return principal.ability.can('read', asSubject(subject, attributes));
      })
      .map((m) => m.organizationId);
  const names = new Map(principal.memberships.map((m) => [m.organizationId, m.name]));
  const drafts: Draft[] = [];
  const invoiceOrgs = readable('Invoice');
  if (invoiceOrgs.length) {
    const due = await deps.db
      .selectFrom('invoices')
      .select(['id', 'organizationId', 'number', 'total', 'dueDate', 'createdAt'])
      .where('organizationId', 'in', invoiceOrgs)
      .where('status', '=', 'unpaid')
      .where('orderId', 'is', null)
      .orderBy('createdAt', 'desc')
      .limit(20)
      .execute();
    for (const invoice of due) {
      const late = invoice.dueDate < today;
      drafts.push({
        id: `renewal_due:${invoice.id}`,
        kind: 'renewal_due',
        severity: late ? 'critical' : 'warning',
        organizationId: invoice.organizationId,
        resource: { type: 'invoice', id: invoice.id },
        occurredAt: invoice.createdAt.toISOString(),
        facts: { number: invoice.number, amount: invoice.total, date: invoice.dueDate },
      });
    }
  }
  const subscriptionOrgs = readable('Subscription');
  if (subscriptionOrgs.length) {
    const suspended = await deps.db
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.planId')
      .select(['subscriptions.id', 'subscriptions.organizationId', 'subscriptions.updatedAt', 'plans.name'])
      .where('subscriptions.organizationId', 'in', subscriptionOrgs)
      .where('subscriptions.state', '=', 'suspended')
      .execute();
    for (const row of suspended) {
      drafts.push({
        id: `subscription_suspended:${row.id}`,
        kind: 'subscription_suspended',
        severity: 'critical',
        organizationId: row.organizationId,
        resource: { type: 'subscription', id: row.id },
        occurredAt: row.updatedAt.toISOString(),
        facts: { plan: row.name[locale] },
      });
    }
  }
  const paymentOrgs = readable('Payment');
  if (paymentOrgs.length) {
    const settled = await deps.db
      .selectFrom('payments')
      .innerJoin('invoices', 'invoices.id', 'payments.invoiceId')
      .select([
        'payments.id',
        'payments.organizationId',
        'payments.amount',
        'payments.transactionDate',
        'invoices.number',
      ])
      .where('payments.organizationId', 'in', paymentOrgs)
      .where('payments.status', '=', 'approved')
      .where('payments.transactionDate', '>=', new Date(now.getTime() - PAYMENT_NEWS_DAYS * 86_400_000))
      .orderBy('payments.transactionDate', 'desc')
      .limit(20)
      .execute();
    for (const row of settled) {
      drafts.push({
        id: `payment_settled:${row.id}`,
        kind: 'payment_settled',
        severity: 'info',
        organizationId: row.organizationId,
        resource: { type: 'payment', id: row.id },
        occurredAt: (row.transactionDate ?? now).toISOString(),
        facts: { number: row.number, amount: row.amount },
      });
    }
  }
  const prefixOrgs = readable('Prefix');
  if (prefixOrgs.length) {
    const prefixes = await deps.db
      .selectFrom('prefixes')
      .selectAll()
      .where('organizationId', 'in', prefixOrgs)
      .execute();
    for (const prefix of prefixes) {
      const status = prefixStatus(prefix, today);
      const expiry = status.alerts.find((alert) => alert.code.startsWith('expire'));
      const range = status.alerts.find((alert) => alert.code.startsWith('range'));
      // A state, not an event: it holds since the start of today (Bogotá), or since the prefix was
      // registered or changed today — a prefix added minutes ago reads "hace unos minutos".
      const startOfToday = new Date(`${today}T05:00:00.000Z`);
      const base = {
        organizationId: prefix.organizationId,
        resource: { type: 'prefix' as const, id: prefix.id },
        occurredAt: (prefix.updatedAt > startOfToday ? prefix.updatedAt : startOfToday).toISOString(),
      };
      if (expiry) {
        drafts.push({
          ...base,
          id: `prefix_expiring:${prefix.id}:${prefix.validTo}`,
          kind: 'prefix_expiring',
          severity: expiry.severity,
          facts: { prefix: prefix.prefix, days: status.daysToExpiry, date: prefix.validTo },
        });
      }
      if (range) {
        drafts.push({
          ...base,
          id: `prefix_range:${prefix.id}:${range.code}`,
          kind: 'prefix_range',
          severity: range.severity,
          facts: { prefix: prefix.prefix, percent: status.usedPercent },
        });
      }
    }
  }
  return drafts
    .sort((a, b) =>
      a.occurredAt < b.occurredAt ? 1 : a.occurredAt > b.occurredAt ? -1 : a.id.localeCompare(b.id),
    )
    .map(({ facts, ...draft }) => {
      const organizationName = names.get(draft.organizationId) ?? '';
      return {
        ...draft,
        organizationName,
        ...notificationText(draft.kind, { ...facts, organization: organizationName }, locale),
      };
    });
}
