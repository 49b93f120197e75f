import type { PaymentMethodEvent } from '@facturo/sdk/schemas';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import { authorize } from '../../permissions/authorize';

/**
 * The 100 newest entries of the organization's trail: who (name and e-mail; `null` for the billing
 * job), what, when, which card, and for renewal charges the invoice, amount and next try. Anyone who
 * may read the organization's payments may read it.
 */
export async function listPaymentMethodEvents(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
): Promise<PaymentMethodEvent[]> {
  authorize(principal, 'read', 'Payment', organizationId);
  const rows = await deps.db
    .selectFrom('paymentMethodEvents as e')
    .leftJoin('users', 'users.id', 'e.actorId')
    .select([
      'e.id',
      'e.action',
      'e.brand',
      'e.lastFour',
      'e.invoiceNumber',
      'e.amount',
      'e.attempt',
      'e.nextAttemptOn',
      'e.createdAt',
      'users.id as actorId',
      'users.email as actorEmail',
      'users.firstName as actorFirstName',
      'users.firstSurname as actorFirstSurname',
    ])
    .where('e.organizationId', '=', organizationId)
    .orderBy('e.sequence', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor:
      row.actorId && row.actorEmail
        ? {
            id: row.actorId,
            name: [row.actorFirstName, row.actorFirstSurname].filter(Boolean).join(' '),
            email: row.actorEmail,
          }
        : null,
    brand: row.brand,
    lastFour: row.lastFour,
    invoiceNumber: row.invoiceNumber,
    amount: row.amount,
    attempt: row.attempt,
    nextAttemptOn: row.nextAttemptOn,
    createdAt: row.createdAt.toISOString(),
  }));
}
