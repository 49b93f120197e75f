import {
  type AddressFormValues,
  addressFormValues,
  addressInput,
  EMPTY_ADDRESS_FORM,
  type HealthDocumentTypeCode,
  type HealthRegime,
  type PatientSex,
} from '@facturo/sdk/co';
import type { CivilStatus, Patient } from '@facturo/sdk/schemas';
import type { FieldErrors } from '@facturo/sdk/validation';

/** A patient form's values: flat and as typed (the address fields are the shared address form's). */
export interface PatientValues extends AddressFormValues {
  documentType: HealthDocumentTypeCode;
  documentNumber: string;
  firstName: string;
  secondName: string;
  firstSurname: string;
  secondSurname: string;
  birthdate: string;
  sex: PatientSex | '';
  civilStatus: CivilStatus | '';
  occupation: string;
  phone: string;
  email: string;
  regime: HealthRegime;
  insurerName: string;
  insurerCode: string;
  emergencyName: string;
  emergencyRelationship: string;
  emergencyPhone: string;
  companionName: string;
  companionPhone: string;
}

/** An empty registration: a cédula, the contributory regime (most Colombians), Medellín-agnostic address. */
export const EMPTY_PATIENT: PatientValues = {
  ...EMPTY_ADDRESS_FORM,
  documentType: 'CC',
  documentNumber: '',
  firstName: '',
  secondName: '',
  firstSurname: '',
  secondSurname: '',
  birthdate: '',
  sex: '',
  civilStatus: '',
  occupation: '',
  phone: '',
  email: '',
  regime: 'contributory',
  insurerName: '',
  insurerCode: '',
  emergencyName: '',
  emergencyRelationship: '',
  emergencyPhone: '',
  companionName: '',
  companionPhone: '',
};

/** Form values from a stored patient. */
export function patientValuesOf(patient: Patient): PatientValues {
  const contact = patient.emergencyContact;
  return {
    ...addressFormValues({ ...patient.address, country: 'CO' }),
    documentType: patient.documentType,
    documentNumber: patient.documentNumber,
    firstName: patient.firstName,
    secondName: patient.secondName ?? '',
    firstSurname: patient.firstSurname,
    secondSurname: patient.secondSurname ?? '',
    birthdate: patient.birthdate,
    sex: patient.sex,
    civilStatus: patient.civilStatus ?? '',
    occupation: patient.occupation ?? '',
    phone: patient.phone ?? '',
    email: patient.email ?? '',
    regime: patient.regime,
    insurerName: patient.insurerName ?? '',
    insurerCode: patient.insurerCode ?? '',
    emergencyName: contact?.name ?? '',
    emergencyRelationship: contact?.relationship ?? '',
    emergencyPhone: contact?.phone ?? '',
    companionName: patient.companion?.name ?? '',
    companionPhone: patient.companion?.phone ?? '',
  };
}

/**
 * The request a form sends: blank optional fields become `null` (a change then clears them; a new
 * patient simply has none), the address, the emergency contact and the companion nested as the API
 * expects.
 */
export function patientRequestOf(values: PatientValues): Record<string, unknown> {
  const optional = (value: string) => (value.trim() === '' ? null : value);
  const hasContact = [values.emergencyName, values.emergencyRelationship, values.emergencyPhone].some(
    (value) => value.trim(),
  );
  const hasCompanion = [values.companionName, values.companionPhone].some((value) => value.trim());
  return {
    documentType: values.documentType,
    documentNumber: values.documentNumber,
    firstName: values.firstName,
    secondName: optional(values.secondName),
    firstSurname: values.firstSurname,
    secondSurname: optional(values.secondSurname),
    birthdate: values.birthdate,
    sex: values.sex || undefined,
    civilStatus: values.civilStatus || null,
    occupation: optional(values.occupation),
    phone: optional(values.phone),
    email: optional(values.email),
    address: addressInput(values),
    regime: values.regime,
    insurerName: values.regime === 'uninsured' ? null : optional(values.insurerName),
    insurerCode: values.regime === 'uninsured' ? null : optional(values.insurerCode),
    emergencyContact: hasContact
      ? {
          name: values.emergencyName,
          relationship: values.emergencyRelationship,
          phone: values.emergencyPhone,
        }
      : null,
    companion: hasCompanion ? { name: values.companionName, phone: values.companionPhone } : null,
  };
}

const NESTED: Record<string, string> = {
  'emergencyContact.name': 'emergencyName',
  'emergencyContact.relationship': 'emergencyRelationship',
  'emergencyContact.phone': 'emergencyPhone',
  'companion.name': 'companionName',
  'companion.phone': 'companionPhone',
};

/** Errors of the nested request (`address.zone`, `emergencyContact.phone`) on the form's flat fields. */
export function patientFieldErrors(errors: FieldErrors): FieldErrors {
  const flat: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = NESTED[path] ?? path.replace(/^address\./, '');
    flat[field] = [...(flat[field] ?? []), ...messages];
  }
  return flat;
}
