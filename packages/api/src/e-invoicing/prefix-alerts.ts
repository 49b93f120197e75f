/**
 * The alert rules of a DIAN numbering authorization (a prefix): days to the end of its validity and
 * share of its range used. The same rules warn customers about their prefixes and Facturo's operators
 * about the authorization Facturo's own invoices are numbered under.
 * @module
 */
import { daysBetween, type IsoDate } from '@facturo/sdk/co';
import type { Prefix } from '@facturo/sdk/schemas';

/** Days before the end of validity that raise a warning, then a critical alert. */
export const EXPIRY_ALERT_DAYS = { warning: 30, critical: 10 } as const;
/** Share of the range used (percent) that raises a warning, then a critical alert. */
export const RANGE_ALERT_PERCENT = { warning: 80, critical: 95 } as const;

/** A numbering range's consumption on the day of the request, and its alerts. */
export function prefixStatus(
  prefix: { validTo: IsoDate; rangeFrom: number; rangeTo: number; nextNumber: number },
  today: IsoDate,
): Pick<Prefix, 'remainingNumbers' | 'usedPercent' | 'daysToExpiry' | 'alerts'> {
  const size = prefix.rangeTo - prefix.rangeFrom + 1;
  const used = prefix.nextNumber - prefix.rangeFrom;
  const remainingNumbers = Math.max(0, size - used);
  const usedPercent = Math.floor((used * 100) / size);
  const daysToExpiry = daysBetween(today, prefix.validTo);
  const alerts: Prefix['alerts'] = [];
  if (daysToExpiry < 0) alerts.push({ code: 'expired', severity: 'critical' });
  else if (daysToExpiry <= EXPIRY_ALERT_DAYS.critical)
    alerts.push({ code: 'expires_within_10_days', severity: 'critical' });
  else if (daysToExpiry <= EXPIRY_ALERT_DAYS.warning)
    alerts.push({ code: 'expires_within_30_days', severity: 'warning' });
  if (remainingNumbers === 0) alerts.push({ code: 'range_exhausted', severity: 'critical' });
  else if (usedPercent >= RANGE_ALERT_PERCENT.critical)
    alerts.push({ code: 'range_95_percent_used', severity: 'critical' });
  else if (usedPercent >= RANGE_ALERT_PERCENT.warning)
    alerts.push({ code: 'range_80_percent_used', severity: 'warning' });
  return { remainingNumbers, usedPercent, daysToExpiry, alerts };
}
