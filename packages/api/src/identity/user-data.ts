import type { DocumentTypeCode, TaxpayerTypeCode, TaxSchemeCode } from '@facturo/sdk/co';
import type { AbilityRule } from '@facturo/sdk/permissions';
import {
  type AccountLanguage,
  LEGAL_DOCUMENTS,
  type ProfileFields,
  type UserDataResponse,
} from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../db/database.types';
import { rulesForMemberships } from '../permissions/role-rules';
import type { MembershipSummary } from './memberships.repository';

/** A user row as read from the database. */
export type UserRow = Selectable<Database['users']>;

/** The user as `user_data` describes them (camelCase). */
export function toUserData(user: UserRow, memberships: readonly MembershipSummary[]): UserDataResponse {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    language: user.language as AccountLanguage,
    firstName: user.firstName,
    secondName: user.secondName,
    firstSurname: user.firstSurname,
    secondSurname: user.secondSurname,
    birthdate: user.birthdate,
    phone: user.phone,
    cellphone: user.cellphone,
    taxpayerType: user.taxpayerType as TaxpayerTypeCode,
    documentType: user.documentType as DocumentTypeCode,
    documentNumber: user.documentNumber,
    verificationDigit: user.verificationDigit,
    ivaResponsible: user.ivaResponsible,
    electronicBiller: user.electronicBiller,
    fiscalResponsibilities: user.fiscalResponsibilities,
    taxScheme: user.taxScheme as TaxSchemeCode,
    companyName: user.companyName,
    commercialName: user.commercialName,
    organizations: [...memberships],
    legalAcceptance: {
      termsVersion: user.termsVersion,
      privacyVersion: user.privacyVersion,
      required:
        user.termsVersion !== LEGAL_DOCUMENTS.terms.version ||
        user.privacyVersion !== LEGAL_DOCUMENTS.privacy.version,
    },
    createdAt: user.createdAt.toISOString(),
  };
}

/** `{ userData, userAbilityRules }`: what login, refresh and `/me` all describe the user with. */
export function describeUser(
  user: UserRow,
  memberships: readonly MembershipSummary[],
): { userData: UserDataResponse; userAbilityRules: AbilityRule[] } {
  return { userData: toUserData(user, memberships), userAbilityRules: rulesForMemberships(memberships) };
}

const PROFILE_COLUMNS = [
  'firstName',
  'secondName',
  'firstSurname',
  'secondSurname',
  'birthdate',
  'phone',
  'cellphone',
  'language',
  'username',
  'taxpayerType',
  'documentType',
  'documentNumber',
  'verificationDigit',
  'ivaResponsible',
  'electronicBiller',
  'fiscalResponsibilities',
  'taxScheme',
  'companyName',
  'commercialName',
] as const satisfies readonly (keyof ProfileFields & keyof UserRow)[];

/** The stored profile as the profile schema reads it (absent optional fields left out). */
export function profileOf(user: UserRow): Record<string, unknown> {
  const profile: Record<string, unknown> = {};
  for (const column of PROFILE_COLUMNS) {
    const value = user[column];
    if (value !== null) profile[column] = value;
  }
  return profile;
}

/** The columns a parsed profile writes (`null` for absent optional fields). */
export function profileColumns(profile: ProfileFields) {
  return {
    firstName: profile.firstName,
    secondName: profile.secondName ?? null,
    firstSurname: profile.firstSurname,
    secondSurname: profile.secondSurname ?? null,
    birthdate: profile.birthdate ?? null,
    phone: profile.phone ?? null,
    cellphone: profile.cellphone ?? null,
    username: profile.username ?? null,
    taxpayerType: profile.taxpayerType,
    documentType: profile.documentType,
    documentNumber: profile.documentNumber,
    verificationDigit: profile.verificationDigit ?? null,
    ivaResponsible: profile.ivaResponsible,
    electronicBiller: profile.electronicBiller,
    taxScheme: profile.taxScheme ?? (profile.ivaResponsible ? '01' : 'ZZ'),
    companyName: profile.companyName ?? null,
    commercialName: profile.commercialName ?? null,
  };
}
