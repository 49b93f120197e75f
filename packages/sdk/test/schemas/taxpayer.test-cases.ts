/** Invalid taxpayers with the field errors expected in Spanish and English (taxpayer.schema.test.ts). */

/** A valid company (persona jurídica with a NIT). */
export const company = {
  taxpayerType: '1',
  documentType: '31',
  documentNumber: '900.123.456',
  verificationDigit: '8',
  ivaResponsible: true,
  electronicBiller: true,
  companyName: 'Clínica La Esperanza S.A.S.',
  commercialName: 'Clínica La Esperanza',
};

/** A valid natural person with a cédula. */
export const person = {
  taxpayerType: '2',
  documentType: '13',
  documentNumber: '1020304050',
  ivaResponsible: false,
  electronicBiller: false,
  firstName: 'María',
  secondName: 'José',
  firstSurname: 'Rodríguez',
  secondSurname: '',
};

export interface TaxpayerCase {
  name: string;
  input: Record<string, unknown>;
  es: Record<string, string[]>;
  en: Record<string, string[]>;
}

export const taxpayerCases: TaxpayerCase[] = [
  {
    name: 'a NIT with the wrong verification digit',
    input: { ...company, verificationDigit: '7' },
    es: { verificationDigit: ['El dígito de verificación no corresponde al NIT. Revisa ambos números.'] },
    en: { verificationDigit: ['The verification digit does not match the NIT. Check both numbers.'] },
  },
  {
    name: 'a NIT without its verification digit',
    input: { ...company, verificationDigit: undefined },
    es: { verificationDigit: ['Este campo es obligatorio.'] },
    en: { verificationDigit: ['This field is required.'] },
  },
  {
    name: 'a verification digit on a cédula',
    input: { ...person, verificationDigit: '3' },
    es: { verificationDigit: ['Solo el NIT (tipo de documento 31) lleva dígito de verificación.'] },
    en: { verificationDigit: ['Only a NIT (document type 31) has a verification digit.'] },
  },
  {
    name: 'a two-digit verification digit',
    input: { ...company, verificationDigit: '12' },
    es: { verificationDigit: ['El dígito de verificación es un solo número del 0 al 9.'] },
    en: { verificationDigit: ['The verification digit is a single number from 0 to 9.'] },
  },
  {
    name: 'letters in a cédula',
    input: { ...person, documentNumber: '10203A' },
    es: { documentNumber: ['Ingresa entre 3 y 10 dígitos, sin letras ni símbolos.'] },
    en: { documentNumber: ['Enter 3 to 10 digits, with no letters or symbols.'] },
  },
  {
    name: 'a NIT written with its DV in the number',
    input: { ...company, documentNumber: '900123456-8' },
    es: { documentNumber: ['Ingresa entre 3 y 15 dígitos, sin letras ni símbolos.'] },
    en: { documentNumber: ['Enter 3 to 15 digits, with no letters or symbols.'] },
  },
  {
    name: 'a passport with symbols',
    input: { ...person, documentType: '41', documentNumber: 'AB#123' },
    es: { documentNumber: ['Ingresa entre 3 y 20 letras o números (puedes separarlos con guiones).'] },
    en: { documentNumber: ['Enter 3 to 20 letters or numbers (hyphens allowed between them).'] },
  },
  {
    name: 'a legal entity with a cédula and personal names',
    input: {
      ...company,
      documentType: '13',
      verificationDigit: undefined,
      firstName: 'Ana',
      companyName: undefined,
    },
    es: {
      documentType: ['Una persona jurídica se identifica con NIT, colombiano o de otro país.'],
      firstName: ['Este campo no aplica para este tipo de contribuyente.'],
      companyName: ['Este campo es obligatorio.'],
    },
    en: {
      documentType: ['A legal entity is identified with a NIT, Colombian or foreign.'],
      firstName: ['This field does not apply to this type of taxpayer.'],
      companyName: ['This field is required.'],
    },
  },
  {
    name: 'a natural person without names but with a company name',
    input: { ...person, firstName: ' ', firstSurname: undefined, companyName: 'ACME' },
    es: {
      firstName: ['Este campo es obligatorio.'],
      firstSurname: ['Este campo es obligatorio.'],
      companyName: ['Este campo no aplica para este tipo de contribuyente.'],
    },
    en: {
      firstName: ['This field is required.'],
      firstSurname: ['This field is required.'],
      companyName: ['This field does not apply to this type of taxpayer.'],
    },
  },
  {
    name: '"none" combined with another responsibility',
    input: { ...company, fiscalResponsibilities: ['R-99-PN', 'O-13'] },
    es: {
      fiscalResponsibilities: [
        'R-99-PN (no aplica) no se puede combinar con otras responsabilidades fiscales.',
      ],
    },
    en: {
      fiscalResponsibilities: [
        'R-99-PN (not applicable) cannot be combined with other fiscal responsibilities.',
      ],
    },
  },
  {
    name: 'an unknown fiscal responsibility and tax scheme',
    input: { ...company, fiscalResponsibilities: ['O-13', 'O-99'], taxScheme: 'IVA' },
    es: {
      'fiscalResponsibilities.1': ['Elige una de las opciones disponibles.'],
      taxScheme: ['Elige una de las opciones disponibles.'],
    },
    en: {
      'fiscalResponsibilities.1': ['Choose one of the available options.'],
      taxScheme: ['Choose one of the available options.'],
    },
  },
  {
    name: 'responsibilities that are not a list',
    input: { ...company, fiscalResponsibilities: 'O-13' },
    es: { fiscalResponsibilities: ['Este valor no es válido.'] },
    en: { fiscalResponsibilities: ['This value is not valid.'] },
  },
  {
    name: 'no fiscal responsibility at all',
    input: { ...company, fiscalResponsibilities: [] },
    es: { fiscalResponsibilities: ['Este campo es obligatorio.'] },
    en: { fiscalResponsibilities: ['This field is required.'] },
  },
  {
    name: 'a tax scheme that contradicts the IVA answer',
    input: { ...person, taxScheme: '01' },
    es: { taxScheme: ['Este régimen tributario no corresponde con ser o no responsable de IVA.'] },
    en: { taxScheme: ['This tax scheme does not match whether the taxpayer is responsible for IVA (VAT).'] },
  },
  {
    name: 'cross-field errors together with a field error',
    input: { ...company, verificationDigit: '7', ivaResponsible: 'yes', companyName: 'x'.repeat(201) },
    es: {
      ivaResponsible: ['Este valor no es válido.'],
      companyName: ['Debe tener máximo 200 caracteres.'],
      verificationDigit: ['El dígito de verificación no corresponde al NIT. Revisa ambos números.'],
    },
    en: {
      ivaResponsible: ['This value is not valid.'],
      companyName: ['Must be at most 200 characters long.'],
      verificationDigit: ['The verification digit does not match the NIT. Check both numbers.'],
    },
  },
  {
    name: 'an empty form',
    input: {},
    es: {
      taxpayerType: ['Este campo es obligatorio.'],
      documentType: ['Este campo es obligatorio.'],
      documentNumber: ['Este campo es obligatorio.'],
      ivaResponsible: ['Este campo es obligatorio.'],
      electronicBiller: ['Este campo es obligatorio.'],
    },
    en: {
      taxpayerType: ['This field is required.'],
      documentType: ['This field is required.'],
      documentNumber: ['This field is required.'],
      ivaResponsible: ['This field is required.'],
      electronicBiller: ['This field is required.'],
    },
  },
];
