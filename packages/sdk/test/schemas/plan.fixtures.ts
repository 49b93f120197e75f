import type { Plan } from '../../src/schemas/plan.schema';

/** A valid monthly-allowance invoicing plan with IVA. */
export const invoicingPlan: Plan = {
  id: 'invoicing-pyme-100',
  serviceId: 'electronic_invoicing',
  name: { es: 'Pyme', en: 'Small business' },
  documentsIncluded: 100,
  documentsPeriod: 'month',
  monthlyPrice: 24_000,
  annualPrice: 240_000,
  ivaTreatment: 'iva_19',
  features: { es: ['Soporte por chat', 'Nómina incluida'], en: ['Chat support', 'Payroll included'] },
  highlighted: true,
  sortOrder: 2,
};

/** A valid 2-year digital certificate. */
export const certificatePlan: Plan = {
  id: 'certificate-2-years',
  serviceId: 'digital_certificate',
  name: { es: 'Certificado digital 2 años', en: 'Digital certificate, 2 years' },
  documentsIncluded: 0,
  documentsPeriod: 'year',
  monthlyPrice: null,
  annualPrice: 250_000,
  ivaTreatment: 'iva_19',
  features: { es: [], en: [] },
  highlighted: false,
  certificateValidityYears: 2,
  sortOrder: 1,
};
