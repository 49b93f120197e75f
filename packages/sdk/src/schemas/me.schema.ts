/**
 * The signed-in user's profile in the reference API (`GET/PATCH /me`, the last sign-up step):
 * personal data plus the user's own taxpayer data (camelCase here, snake_case on the wire).
 * @module
 */
import * as z from 'zod/mini';
import {
  DOCUMENT_TYPE_CODES,
  FISCAL_RESPONSIBILITY_CODES,
  TAX_SCHEME_CODES,
  TAXPAYER_TYPE_CODES,
} from '../co/dian-codes';
import { dateInBogota, isIsoDate } from '../co/plain-date';
import { messageKey, type ValidationMessageKey } from '../validation/messages';
import { required, username } from '../validation/rules';
import { type CrossFieldIssue, crossFieldCheck } from './cross-field-checks';
import { choice } from './field-rules';
import { ORGANIZATION_KINDS, ORGANIZATION_ROLES, phone } from './organization.schema';
import { taxpayerSchema } from './taxpayer.schema';

/** Languages an account can choose for its e-mails and screens. */
export const ACCOUNT_LANGUAGES = ['es', 'en'] as const;

/** One of {@link ACCOUNT_LANGUAGES}. */
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

/** A first name or surname: 1–60 characters, trimmed. */
export const personName = () => required().check(z.maxLength(60, messageKey('validation.maxLength')));

const optionalPersonName = () =>
  z.optional(z.string().check(z.trim(), z.maxLength(60, messageKey('validation.maxLength'))));

/**
 * A birth date `YYYY-MM-DD`: a real calendar date, after 1900 and before today — today in Colombia,
 * not in UTC, which is already tomorrow from 19:00 in Bogotá.
 */
export const birthdate = () =>
  z.string().check(
    z.trim(),
    z.refine(isIsoDate, { message: messageKey('validation.date'), abort: true }),
    z.refine((value) => value > '1900-01-01' && value < dateInBogota(), messageKey('validation.birthdate')),
  );

/** Personal fields; the names are also the taxpayer's names for a persona natural. */
const personalShape = {
  firstName: personName(),
  secondName: optionalPersonName(),
  firstSurname: personName(),
  secondSurname: optionalPersonName(),
  birthdate: z.optional(birthdate()),
  phone: z.optional(phone()),
  cellphone: z.optional(phone()),
  language: z.optional(choice(ACCOUNT_LANGUAGES)),
  username: z.optional(username()),
};

// The taxpayer fields other than the personal names, with the taxpayer schema's own field rules.
const {
  firstName: _firstName,
  secondName: _secondName,
  firstSurname: _firstSurname,
  secondSurname: _secondSurname,
  ...taxpayerFieldShape
} = taxpayerSchema.shape;

const TAXPAYER_FIELDS = Object.keys(taxpayerFieldShape) as (keyof typeof taxpayerFieldShape)[];
const NAME_FIELDS = ['firstName', 'secondName', 'firstSurname', 'secondSurname'] as const;

const profileShape = { ...personalShape, ...taxpayerFieldShape };
type ProfileShape = z.output<z.ZodMiniObject<typeof profileShape>>;

// The taxpayer this profile describes: a persona natural carries the personal names.
function taxpayerOf(profile: ProfileShape): Record<string, unknown> {
  const taxpayer: Record<string, unknown> = {};
  for (const field of TAXPAYER_FIELDS) taxpayer[field] = profile[field];
  if (profile.taxpayerType === '2') for (const field of NAME_FIELDS) taxpayer[field] = profile[field];
  return taxpayer;
}

function taxpayerIssues(profile: ProfileShape): CrossFieldIssue<ProfileShape>[] {
  const result = z.safeParse(taxpayerSchema, taxpayerOf(profile));
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? 'taxpayerType') as keyof ProfileShape & string,
    message: issue.message as ValidationMessageKey,
    ...('params' in issue && issue.params ? { params: issue.params } : {}),
  }));
}

// Once valid: the taxpayer part normalized as the taxpayer schema does it (tax scheme defaulted,
// foreign document numbers upper-cased), blank optional strings dropped.
function normalizeProfile(profile: ProfileShape): ProfileShape {
  const parsed = z.safeParse(taxpayerSchema, taxpayerOf(profile));
  const out: Record<string, unknown> = { ...profile };
  if (parsed.success) for (const field of TAXPAYER_FIELDS) out[field] = parsed.data[field];
  for (const [key, value] of Object.entries(out)) if (value === '' || value === undefined) delete out[key];
  return out as ProfileShape;
}

/**
 * The checks that make a profile object consistent: the taxpayer rules (a NIT needs its
 * verification digit, a persona jurídica a company name, …) and the normalization of the result.
 * Exported for schemas that embed a profile (sign-up's last step).
 */
export function profileChecks<T extends ProfileShape>() {
  return [
    // The taxpayer schema skips each of its own rules whose fields failed, so it runs whatever else
    // failed: a missing document number must not hide a missing razón social. Only the type, which
    // decides whose names the taxpayer carries, has to be valid first.
    crossFieldCheck<T>(['taxpayerType'], (value) => taxpayerIssues(value) as CrossFieldIssue<T>[]),
    z.overwrite<T>((value) => normalizeProfile(value) as T),
  ] as const;
}

/** The fields of a complete profile, for schemas that embed one. */
export const PROFILE_SHAPE = profileShape;

/** The parsed fields of a profile. */
export type ProfileFields = ProfileShape;

/**
 * A complete profile: personal data and taxpayer data, checked together. Used to check a profile
 * after a `PATCH /me` is merged into it.
 */
export const userProfileSchema = z.object(profileShape).check(...profileChecks<ProfileShape>());

type Patch<Shape extends z.core.$ZodShape> = {
  [Key in keyof Shape]: z.ZodMiniOptional<z.ZodMiniNullable<Shape[Key]>>;
};

const patchOf = <Shape extends z.core.$ZodShape>(shape: Shape): Patch<Shape> =>
  Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, z.optional(z.nullable(schema))]),
  ) as Patch<Shape>;

/**
 * `PATCH /me`: any subset of the profile; a field left out stays as it is and `null` clears an
 * optional one. The API merges the change into the stored profile and checks the result with
 * {@link userProfileSchema}, so cross-field rules always see the whole picture.
 */
export const updateMeRequestSchema = z.object({
  ...patchOf(profileShape),
  // Without its default: leaving the field out must not reset it.
  fiscalResponsibilities: z.optional(z.nullable(z.array(z.enum(FISCAL_RESPONSIBILITY_CODES)))),
});

const nullableString = () => z.nullable(z.string());

/** One organization of the user, as listed in the user data. */
export const membershipSummarySchema = z.object({
  organizationId: z.uuid(),
  name: z.string(),
  kind: z.enum(ORGANIZATION_KINDS),
  role: z.enum(ORGANIZATION_ROLES),
});

/** The user as the API describes them (`user_data` in login, sign-up, refresh and `/me`). */
export const userDataSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: nullableString(),
  language: z.enum(ACCOUNT_LANGUAGES),
  firstName: z.string(),
  secondName: nullableString(),
  firstSurname: z.string(),
  secondSurname: nullableString(),
  /** `YYYY-MM-DD`. */
  birthdate: nullableString(),
  phone: nullableString(),
  cellphone: nullableString(),
  taxpayerType: z.enum(TAXPAYER_TYPE_CODES),
  documentType: z.enum(DOCUMENT_TYPE_CODES),
  documentNumber: z.string(),
  verificationDigit: nullableString(),
  ivaResponsible: z.boolean(),
  electronicBiller: z.boolean(),
  fiscalResponsibilities: z.array(z.enum(FISCAL_RESPONSIBILITY_CODES)),
  taxScheme: z.enum(TAX_SCHEME_CODES),
  companyName: nullableString(),
  commercialName: nullableString(),
  organizations: z.array(membershipSummarySchema),
  /**
   * The versions of the terms and of the data policy the user accepted (`null`: before versioning),
   * and whether newer ones must be accepted (`POST /me/legal-acceptance`) before going on.
   */
  legalAcceptance: z.optional(
    z.object({ termsVersion: nullableString(), privacyVersion: nullableString(), required: z.boolean() }),
  ),
  createdAt: z.iso.datetime({ offset: true }),
});

/** `POST /me/legal-acceptance`: the versions accepted (the current ones, as the page showed them). */
export const legalAcceptanceRequestSchema = z.object({
  termsVersion: z.string().check(z.maxLength(20)),
  privacyVersion: z.string().check(z.maxLength(20)),
});

/** A legal acceptance, parsed. */
export type LegalAcceptanceRequest = z.output<typeof legalAcceptanceRequestSchema>;

/** A CASL rule as the API sends it (`user_ability_rules`). */
export const abilityRuleSchema = z.object({
  action: z.union([z.string(), z.array(z.string())]),
  subject: z.union([z.string(), z.array(z.string())]),
  conditions: z.optional(z.record(z.string(), z.unknown())),
  inverted: z.optional(z.boolean()),
  fields: z.optional(z.union([z.string(), z.array(z.string())])),
  reason: z.optional(z.string()),
});

/** `GET/PATCH /me`: the user data and the permission rules, as a login returns them. */
export const meResponseSchema = z.object({
  userData: userDataSchema,
  userAbilityRules: z.array(abilityRuleSchema),
});

/** A complete profile as a form writes it. */
export type UserProfileInput = z.input<typeof userProfileSchema>;
/** A profile change. */
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;
/** The user data as received. */
export type UserDataResponse = z.output<typeof userDataSchema>;
/** `GET /me` as received. */
export type MeResponse = z.output<typeof meResponseSchema>;
