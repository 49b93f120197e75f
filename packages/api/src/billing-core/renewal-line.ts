import { cycleMonths } from '@facturo/sdk/billing';
import { type IsoDate, parseIsoDate } from '@facturo/sdk/co';
import type { Database } from '../db/database.types';
import { renewalLineKey } from './adjustment-line';
import type { CataloguePlan } from './catalogue-plans';
import { cycleEnd } from './cycle-dates';
import { type NewLine, planCycleLine } from './invoice-lines';

/**
 * The line renewing a subscription for one full cycle from `periodStart` (the day after its last
 * paid day), ending the day before its next anchor date. Its line key makes it the one renewal of
 * that period: the billing job issues it, and a billing-date change that drops a partial charge
 * puts it back.
 */
export function renewalLine(
  catalogue: CataloguePlan,
  subscription: Pick<Database['subscriptions'], 'billingCycle' | 'anchorDay'> & { id: string },
  periodStart: IsoDate,
): NewLine {
  const months = cycleMonths(catalogue.plan, subscription.billingCycle);
  const anchor = subscription.anchorDay ?? parseIsoDate(periodStart).day;
  return planCycleLine(catalogue, subscription.billingCycle, 'renewal', {
    subscriptionId: subscription.id,
    periodStart,
    periodEnd: cycleEnd(periodStart, months, anchor),
    lineKey: renewalLineKey(subscription.id, periodStart),
  });
}
