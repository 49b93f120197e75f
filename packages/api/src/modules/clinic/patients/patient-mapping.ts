import { foldForSearch } from '@facturo/sdk/co';
import {
  type Patient,
  type PatientInput,
  type patientInputSchema,
  toBogotaDateTime,
} from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import type * as z from 'zod/mini';
import { jsonb } from '../../../db/jsonb';
import type { ClinicPatientsTable } from '../clinic.tables';
import { displayName, type PersonNames } from '../display-name';

/** A patient as the input schema parses it. */
export type ParsedPatient = z.output<typeof patientInputSchema>;

/** A patient row as read. */
export type PatientRow = Selectable<ClinicPatientsTable>;

/** The folded text patient search matches against: every name and the document number. */
export function searchTextOf(row: PersonNames & Pick<PatientRow, 'documentNumber'>): string {
  return foldForSearch(`${displayName(row)} ${row.documentNumber}`);
}

/** The columns a parsed patient writes (absent optional fields as `null`). */
export function patientColumns(input: ParsedPatient) {
  return {
    documentType: input.documentType,
    documentNumber: input.documentNumber,
    firstName: input.firstName,
    secondName: input.secondName ?? null,
    firstSurname: input.firstSurname,
    secondSurname: input.secondSurname ?? null,
    birthdate: input.birthdate,
    sex: input.sex,
    civilStatus: input.civilStatus ?? null,
    occupation: input.occupation ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    address: jsonb(input.address),
    regime: input.regime,
    insurerName: input.insurerName ?? null,
    insurerCode: input.insurerCode ?? null,
    emergencyContact: jsonb(input.emergencyContact ?? null),
    companion: jsonb(input.companion ?? null),
    searchText: searchTextOf({
      ...input,
      secondName: input.secondName ?? null,
      secondSurname: input.secondSurname ?? null,
    }),
  };
}

/** A patient as the API sends it. */
export function toPatient(row: PatientRow): Patient {
  return {
    id: row.id,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    firstName: row.firstName,
    secondName: row.secondName,
    firstSurname: row.firstSurname,
    secondSurname: row.secondSurname,
    fullName: displayName(row),
    birthdate: row.birthdate,
    sex: row.sex,
    civilStatus: row.civilStatus,
    occupation: row.occupation,
    phone: row.phone,
    email: row.email,
    address: { ...row.address, country: 'CO' },
    regime: row.regime,
    insurerName: row.insurerName,
    insurerCode: row.insurerCode,
    emergencyContact: row.emergencyContact,
    companion: row.companion,
    createdAt: toBogotaDateTime(row.createdAt),
    updatedAt: toBogotaDateTime(row.updatedAt),
  };
}

/** The stored patient as the input schema reads it (absent optional fields left out), for merging a change. */
export function inputOf(row: PatientRow): Record<string, unknown> {
  const input: Record<string, unknown> = {
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    firstName: row.firstName,
    secondName: row.secondName,
    firstSurname: row.firstSurname,
    secondSurname: row.secondSurname,
    birthdate: row.birthdate,
    sex: row.sex,
    civilStatus: row.civilStatus,
    occupation: row.occupation,
    phone: row.phone,
    email: row.email,
    address: row.address,
    regime: row.regime,
    insurerName: row.insurerName,
    insurerCode: row.insurerCode,
    emergencyContact: row.emergencyContact,
    companion: row.companion,
  } satisfies Record<keyof PatientInput, unknown>;
  for (const [key, value] of Object.entries(input)) if (value === null) delete input[key];
  return input;
}
