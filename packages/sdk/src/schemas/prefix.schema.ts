/**
 * The numbering-resolution contract of the reference API (prefijos y resoluciones de numeración de
 * la DIAN), per organization (camelCase here, snake_case on the wire).
 * @module
 */
import * as z from 'zod/mini';
import { messageKey } from '../validation/messages';
import { isoDateField } from './billing-fields';
import { crossFieldCheck } from './cross-field-checks';
import { choice, missingOr, wholeNumber } from './field-rules';
import { idParam } from './path-params.schema';

/** Documents DIAN authorizes numbering for; each has its own resolutions and prefixes. */
export const PREFIX_DOCUMENT_TYPES = [
  'invoice',
  'support_document',
  'pos_equivalent',
  'credit_note',
  'debit_note',
] as const;

/** One of {@link PREFIX_DOCUMENT_TYPES}. */
export type PrefixDocumentType = (typeof PREFIX_DOCUMENT_TYPES)[number];

/** Alerts computed on read: days to expiry (30, 10, expired) and range used (80 %, 95 %, exhausted). */
export const PREFIX_ALERT_CODES = [
  'expires_within_30_days',
  'expires_within_10_days',
  'expired',
  'range_80_percent_used',
  'range_95_percent_used',
  'range_exhausted',
] as const;

/** One of {@link PREFIX_ALERT_CODES}. */
export type PrefixAlertCode = (typeof PREFIX_ALERT_CODES)[number];

/** Largest consecutive number accepted (DIAN ranges stay far below it). */
export const PREFIX_MAX_NUMBER = 999_999_999_999;

const rangeNumber = () =>
  wholeNumber(1).check(
    z.refine((value) => value <= PREFIX_MAX_NUMBER, {
      message: messageKey('validation.between'),
      params: { min: 1, max: PREFIX_MAX_NUMBER },
    }),
  );

const prefixShape = {
  /** 1–4 letters or digits, stored in capitals (`SETP`, `FE1`). */
  prefix: z
    .string({ error: missingOr('validation.invalidType') })
    .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{1,4}$/, messageKey('validation.prefix'))),
  documentType: choice(PREFIX_DOCUMENT_TYPES),
  /** The resolution number DIAN gave (digits, e.g. 18760000001). */
  resolutionNumber: z
    .string({ error: missingOr('validation.invalidType') })
    .check(z.trim(), z.regex(/^\d{1,20}$/, messageKey('validation.resolutionNumber'))),
  resolutionDate: isoDateField(),
  validFrom: isoDateField(),
  validTo: isoDateField(),
  rangeFrom: rangeNumber(),
  rangeTo: rangeNumber(),
  /** Clave técnica of the range (used for the CUFE); optional for documents without one. */
  technicalKey: z.optional(
    z.nullable(
      z
        .string({ error: missingOr('validation.invalidType') })
        .check(z.trim(), z.regex(/^[A-Za-z0-9]{1,128}$/, messageKey('validation.technicalKey'))),
    ),
  ),
  /** The next consecutive to use; `rangeFrom` when left out; `rangeTo + 1` once the range is used up. */
  nextNumber: z.optional(rangeNumber()),
};

type PrefixShape = z.output<z.ZodMiniObject<typeof prefixShape>>;

const prefixChecks = [
  crossFieldCheck<PrefixShape>(['rangeFrom', 'rangeTo'], ({ rangeFrom, rangeTo }) =>
    rangeTo < rangeFrom ? [{ field: 'rangeTo', message: 'validation.rangeOrder' }] : [],
  ),
  crossFieldCheck<PrefixShape>(['validFrom', 'validTo'], ({ validFrom, validTo }) =>
    validTo < validFrom ? [{ field: 'validTo', message: 'validation.validityOrder' }] : [],
  ),
  crossFieldCheck<PrefixShape>(['resolutionDate', 'validFrom'], ({ resolutionDate, validFrom }) =>
    validFrom < resolutionDate
      ? [{ field: 'validFrom', message: 'validation.resolutionBeforeValidity' }]
      : [],
  ),
  crossFieldCheck<PrefixShape>(
    ['rangeFrom', 'rangeTo', 'nextNumber'],
    ({ rangeFrom, rangeTo, nextNumber }) =>
      nextNumber !== undefined && (nextNumber < rangeFrom || nextNumber > rangeTo + 1)
        ? [{ field: 'nextNumber', message: 'validation.nextNumberRange' }]
        : [],
  ),
] as const;

/**
 * `POST /organizations/{id}/prefixes`: a numbering resolution. Rules: the range is ordered, the
 * validity ends on or after it starts and starts on or after the resolution date, and the next
 * number lies in the range (or just past it, when used up). The prefix is unique per organization
 * and document type (409 `prefix_exists`).
 */
export const prefixInputSchema = z.object(prefixShape).check(...prefixChecks);

/** A prefix as a form writes it. */
export type PrefixInput = z.input<typeof prefixInputSchema>;

/**
 * `PATCH /organizations/{id}/prefixes/{prefixId}`: any subset of the fields; the API applies it to
 * the stored prefix and checks the result with {@link prefixInputSchema}'s rules.
 */
export const prefixUpdateSchema = z.partial(z.object(prefixShape));

/** A change to a prefix, as a form writes it. */
export type PrefixUpdate = z.input<typeof prefixUpdateSchema>;

/** An alert on a prefix. */
export const prefixAlertSchema = z.object({
  code: z.enum(PREFIX_ALERT_CODES),
  severity: z.enum(['warning', 'critical']),
});

/** A prefix as the API sends it, with its usage and alerts on the day of the request. */
export const prefixSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  prefix: z.string(),
  documentType: z.enum(PREFIX_DOCUMENT_TYPES),
  resolutionNumber: z.string(),
  resolutionDate: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  rangeFrom: z.int(),
  rangeTo: z.int(),
  technicalKey: z.nullable(z.string()),
  nextNumber: z.int(),
  /** Numbers left in the range. */
  remainingNumbers: z.int(),
  /** Share of the range used, whole percent rounded down. */
  usedPercent: z.int(),
  /** Days from today to `validTo` (negative once expired). */
  daysToExpiry: z.int(),
  alerts: z.array(prefixAlertSchema),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

/** A prefix, parsed. */
export type Prefix = z.output<typeof prefixSchema>;

/** `GET /organizations/{id}/prefixes`. */
export const prefixListSchema = z.object({ items: z.array(prefixSchema) });

/** `{organizationId}/prefixes/{prefixId}` path parameters. */
export const prefixParamsSchema = z.object({ organizationId: idParam(), prefixId: idParam() });
