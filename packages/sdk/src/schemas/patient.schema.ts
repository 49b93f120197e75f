/**
 * The patients contract of the clinic module (camelCase here, snake_case on the wire): identification
 * with the health system's document types, names, birth date, sex, contact, a DIVIPOLA address, the
 * health insurer (EPS) and regime, an emergency contact (the person responsible), and the other
 * identification data of Res. 1995 de 1999: civil status, occupation and companion. Also the paging
 * pieces every clinic list shares.
 * @module
 */
import * as z from 'zod/mini';
import {
  HEALTH_DOCUMENT_TYPE_CODES,
  HEALTH_DOCUMENT_TYPES,
  HEALTH_REGIMES,
  isValidHealthDocumentNumber,
  PATIENT_SEXES,
} from '../co/health-codes';
import { dateInBogota, isIsoDate } from '../co/plain-date';
import { messageKey } from '../validation/messages';
import { email, integer, required } from '../validation/rules';
import { ADDRESS_ZONES, billingAddressSchema } from './address.schema';
import { type CrossFieldIssue, crossFieldCheck } from './cross-field-checks';
import { choice } from './field-rules';
import { personName } from './me.schema';
import { phone } from './organization.schema';
import { idParam } from './path-params.schema';

/** Largest page any clinic list answers. */
export const MAX_PAGE_SIZE = 100;

/**
 * `page` (from 1), `pageSize` (1–100, 20 by default) and `cursor` of a list query; numeric strings
 * accepted.
 */
export const pageQueryShape = {
  page: z._default(integer().check(z.minimum(1, messageKey('validation.minValue'))), 1),
  /**
   * A page's `nextCursor` or `prevCursor`: the neighbouring page, found from where this one ends
   * (fast at any depth, unlike `page`, which skips rows), with the count carried rather than redone.
   * With the same filters and page size only; `page` is then ignored.
   */
  cursor: z.optional(z.string().check(z.maxLength(1000, messageKey('validation.maxLength')))),
  pageSize: z._default(
    integer().check(
      z.refine((value) => value >= 1 && value <= MAX_PAGE_SIZE, {
        message: messageKey('validation.between'),
        params: { min: 1, max: MAX_PAGE_SIZE },
      }),
    ),
    20,
  ),
};

/**
 * A page of `item`s with the total count, so a table can show "1–20 de 57", and the cursors of the
 * next and previous pages (`null` at either end; older answers may lack them).
 */
export const pageOf = <Item extends z.core.$ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
    nextCursor: z.optional(z.nullable(z.string())),
    prevCursor: z.optional(z.nullable(z.string())),
  });

/** A trimmed optional text of at most `max` characters; blank and `null` count as absent. */
export const optionalText = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, messageKey('validation.maxLength')))));

/** A required trimmed text of at most `max` characters. */
export const requiredText = (max: number) =>
  required().check(z.maxLength(max, messageKey('validation.maxLength')));

/** A birth date `YYYY-MM-DD` from 1900 to today in Colombia (a newborn is registered the day they are born). */
export const patientBirthdate = () =>
  z.string().check(
    z.trim(),
    z.refine(isIsoDate, messageKey('validation.date')),
    z.refine(
      (value) => value >= '1900-01-01' && value <= dateInBogota(),
      messageKey('validation.patientBirthdate'),
    ),
  );

/** Someone to call in an emergency. */
export const emergencyContactSchema = z.object({
  name: requiredText(120),
  /** Parentesco: madre, esposo, hija, amigo… */
  relationship: requiredText(60),
  phone: phone(),
});

/** Estado civil, as the identification of a clinical record asks for it (Res. 1995 de 1999). */
export const CIVIL_STATUSES = ['single', 'married', 'free_union', 'separated', 'widowed'] as const;

/** One of {@link CIVIL_STATUSES}; `separated` covers divorced too. */
export type CivilStatus = (typeof CIVIL_STATUSES)[number];

/** Who comes with the patient (Res. 1995 de 1999 asks for the companion's name and phone). */
export const companionSchema = z.object({
  name: requiredText(120),
  phone: phone(),
});

const patientShape = {
  documentType: choice(HEALTH_DOCUMENT_TYPE_CODES),
  /** Dots and spaces people type are removed; letters of foreign documents are upper-cased. */
  documentNumber: required().check(
    z.overwrite((value) => value.replace(/[.\s]/g, '')),
    z.maxLength(20, messageKey('validation.maxLength')),
  ),
  firstName: personName(),
  secondName: optionalText(60),
  firstSurname: personName(),
  secondSurname: optionalText(60),
  birthdate: patientBirthdate(),
  sex: choice(PATIENT_SEXES),
  civilStatus: z.optional(z.nullable(choice(CIVIL_STATUSES))),
  occupation: optionalText(120),
  phone: z.optional(z.nullable(phone())),
  email: z.optional(z.nullable(email())),
  /** Residence: RIPS reports its municipality and zone. */
  address: billingAddressSchema,
  regime: choice(HEALTH_REGIMES),
  /** The EPS (or other insurer) name; required unless the patient is uninsured. */
  insurerName: optionalText(120),
  /** The insurer's code as Supersalud assigns it (e.g. `EPS037`), optional. */
  insurerCode: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.toUpperCase(),
          z.regex(/^([A-Z0-9]{2,10})?$/, messageKey('validation.insurerCode')),
        ),
    ),
  ),
  emergencyContact: z.optional(z.nullable(emergencyContactSchema)),
  companion: z.optional(z.nullable(companionSchema)),
};

type PatientShape = z.output<z.ZodMiniObject<typeof patientShape>>;
type Issues = CrossFieldIssue<PatientShape>[];

function documentIssues({ documentType, documentNumber }: PatientShape): Issues {
  if (isValidHealthDocumentNumber(documentType, documentNumber)) return [];
  const { format, minLength: min, maxLength: max } = HEALTH_DOCUMENT_TYPES[documentType];
  const message = format === 'numeric' ? 'validation.documentDigits' : 'validation.documentAlphanumeric';
  return [{ field: 'documentNumber', message, params: { min, max } }];
}

const OPTIONAL_FIELDS = [
  'secondName',
  'secondSurname',
  'phone',
  'email',
  'insurerName',
  'insurerCode',
  'emergencyContact',
  'civilStatus',
  'occupation',
  'companion',
] as const;

// Once valid: foreign numbers in capitals (as printed), blank or null optional fields dropped.
function normalizePatient(patient: PatientShape): PatientShape {
  const out = { ...patient, documentNumber: patient.documentNumber.toUpperCase() };
  for (const field of OPTIONAL_FIELDS) if (!out[field]) delete out[field];
  return out;
}

/**
 * `POST /organizations/{id}/patients`, and the whole patient a `PATCH` must leave behind. Beyond each
 * field: the document number must fit its type (`HEALTH_DOCUMENT_TYPES`), and an insured patient
 * needs the insurer's name. The API also checks that the municipality exists in DIVIPOLA.
 */
export const patientInputSchema = z.object(patientShape).check(
  crossFieldCheck<PatientShape>(['documentType', 'documentNumber'], documentIssues),
  crossFieldCheck<PatientShape>(['regime', 'insurerName'], ({ regime, insurerName }) =>
    regime !== 'uninsured' && !insurerName ? [{ field: 'insurerName', message: 'validation.required' }] : [],
  ),
  z.overwrite(normalizePatient),
);

type Patch<Shape extends z.core.$ZodShape> = {
  [Key in keyof Shape]: z.ZodMiniOptional<z.ZodMiniNullable<Shape[Key]>>;
};

/**
 * `PATCH /organizations/{id}/patients/{patientId}`: any subset; a field left out stays, `null` clears
 * an optional one. The API merges the change and checks the result with {@link patientInputSchema}.
 */
export const updatePatientRequestSchema = z.object(
  Object.fromEntries(
    Object.entries(patientShape).map(([key, schema]) => [key, z.optional(z.nullable(schema))]),
  ) as Patch<typeof patientShape>,
);

const nullableString = () => z.nullable(z.string());

/** A patient as the API sends it. */
export const patientSchema = z.object({
  id: z.uuid(),
  documentType: z.enum(HEALTH_DOCUMENT_TYPE_CODES),
  documentNumber: z.string(),
  firstName: z.string(),
  secondName: nullableString(),
  firstSurname: z.string(),
  secondSurname: nullableString(),
  /** Names then surnames, as a clinic says them ("Ana María Gómez Ríos"). */
  fullName: z.string(),
  birthdate: z.string(),
  sex: z.enum(PATIENT_SEXES),
  civilStatus: z.nullable(z.enum(CIVIL_STATUSES)),
  occupation: nullableString(),
  phone: nullableString(),
  email: nullableString(),
  address: z.object({
    country: z.literal('CO'),
    departmentCode: z.string(),
    municipalityCode: z.string(),
    zone: z.enum(ADDRESS_ZONES),
    address: z.string(),
    postalCode: z.optional(z.string()),
  }),
  regime: z.enum(HEALTH_REGIMES),
  insurerName: nullableString(),
  insurerCode: nullableString(),
  emergencyContact: z.nullable(z.object({ name: z.string(), relationship: z.string(), phone: z.string() })),
  companion: z.nullable(z.object({ name: z.string(), phone: z.string() })),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

/** `GET /organizations/{id}/patients`: by name or document (`q`), a page at a time. */
export const patientSearchQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, messageKey('validation.maxLength')))),
  ...pageQueryShape,
});

/** `{organizationId}/patients/{patientId}` path parameters. */
export const patientParamsSchema = z.object({ organizationId: idParam(), patientId: idParam() });

/** A page of patients, by surname. */
export const patientListSchema = pageOf(patientSchema);

/** A new patient as a form writes it. */
export type PatientInput = z.input<typeof patientInputSchema>;
/** A change to a patient. */
export type UpdatePatientRequest = z.input<typeof updatePatientRequestSchema>;
/** A patient as received. */
export type Patient = z.output<typeof patientSchema>;
/** A page of patients as received. */
export type PatientList = z.output<typeof patientListSchema>;
