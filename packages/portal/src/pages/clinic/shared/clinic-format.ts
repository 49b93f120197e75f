import { daysBetween, type IsoDate, parseIsoDate } from '@facturo/sdk/co';
import type { Translate } from '@facturo/sdk/i18n';
import { type AppointmentStatus, bogotaParts } from '@facturo/sdk/schemas';
import type { Tone } from '../../../ui/badge';

/** How each appointment status is coloured in badges. */
export const STATUS_TONES: Record<AppointmentStatus, Tone> = {
  scheduled: 'info',
  confirmed: 'primary',
  attended: 'success',
  cancelled: 'neutral',
  no_show: 'danger',
};

/** The wall-clock time (`09:30`) of an API date-time, in Colombia. */
export const timeOf = (dateTime: string): string => bogotaParts(dateTime).time;

/** A patient's age on `today`: months under two years ("8 meses"), years after ("34 años"). */
export function ageOf(birthdate: IsoDate, today: IsoDate, t: Translate): string {
  const born = parseIsoDate(birthdate);
  const now = parseIsoDate(today);
  let months = (now.year - born.year) * 12 + (now.month - born.month);
  if (now.day < born.day) months -= 1;
  if (months < 24) {
    return months < 1
      ? t('clinic.ageDays', { count: Math.max(0, daysBetween(birthdate, today)) })
      : t('clinic.ageMonths', { count: months });
  }
  return t('clinic.ageYears', { count: Math.floor(months / 12) });
}

/** "CC 1017234567". */
export const documentLabel = (type: string, number: string): string => `${type} ${number}`;
