/**
 * Field building blocks shared by the billing API schemas (checkout, payments, invoices, billing
 * date, prefixes, integrators). Every message is a `validation.*` key.
 * @module
 */
import * as z from 'zod/mini';
import { isIsoDate, isSupportedDate, SUPPORTED_DATES } from '../co/plain-date';
import { messageKey } from '../validation/messages';
import { missingOr } from './field-rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id the API generated (a UUID), lower-cased. */
export const uuidField = () =>
  z
    .string({ error: missingOr('validation.invalidType') })
    .check(z.trim(), z.regex(UUID, messageKey('validation.invalid')), z.toLowerCase());

/** The check every date and instant the API takes passes: within {@link SUPPORTED_DATES}. */
export const supportedDateCheck = () =>
  z.refine<string>((value) => !isIsoDate(value.slice(0, 10)) || isSupportedDate(value), {
    message: messageKey('validation.dateOutOfRange'),
    params: SUPPORTED_DATES,
    abort: true,
  });

/** A calendar date `YYYY-MM-DD` that exists (`2026-02-30` does not), within the supported years. */
export const isoDateField = () =>
  z
    .string({ error: missingOr('validation.invalidType') })
    .check(z.trim(), z.refine(isIsoDate, messageKey('validation.date')), supportedDateCheck());

/** An instant as the API sends it: ISO 8601 with an offset (answers only: no range check). */
export const dateTimeField = () => z.iso.datetime({ offset: true });

/** A whole number read from a query string (`?page=2`) or given as a number. */
export const queryInteger = (min: number, max: number) =>
  z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value,
    ),
    z.int({ error: missingOr('validation.integer') }).check(
      z.refine((value) => value >= min && value <= max, {
        message: messageKey('validation.between'),
        params: { min, max },
      }),
    ),
  );

/** A bounded free text, trimmed (descriptions, names, references). */
export const boundedText = (max: number) =>
  z
    .string({ error: missingOr('validation.invalidType') })
    .check(
      z.trim(),
      z.minLength(1, messageKey('validation.required')),
      z.maxLength(max, messageKey('validation.maxLength')),
    );
