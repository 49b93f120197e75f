/**
 * Instants written as DIAN documents write them: Bogotá local time with its offset. Colombia has kept
 * UTC−5 all year since 1993, so the offset is fixed and no time-zone database is needed.
 * @module
 */
import type { IsoDate } from '@facturo/sdk/co';

const OFFSET_MS = -5 * 60 * 60 * 1000;

function shifted(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('The issue instant is not a valid date.');
  return new Date(instant.getTime() + OFFSET_MS).toISOString();
}

/** `cbc:IssueDate` and `cbc:IssueTime` of an instant: `2026-11-20` and `08:15:00-05:00`. */
export function bogotaDateTime(instant: Date): { date: IsoDate; time: string } {
  const text = shifted(instant);
  return { date: text.slice(0, 10), time: `${text.slice(11, 19)}-05:00` };
}

/** An XML Schema `dateTime` in Bogotá with milliseconds (`xades:SigningTime`): `2026-11-20T08:15:00.000-05:00`. */
export function bogotaTimestamp(instant: Date): string {
  return `${shifted(instant).slice(0, 23)}-05:00`;
}
