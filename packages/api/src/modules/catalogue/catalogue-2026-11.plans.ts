import type { LocalizedText } from '@facturo/sdk/co';
import type { DocumentsPeriod, Plan, ServiceId } from '@facturo/sdk/schemas';
import { SERVICE_FEATURES_2026_11, SERVICE_IVA_2026_11 } from './catalogue-2026-11.features';

// Prices are COP before IVA, anchored on the Colombian market (MiFacturaLegal's public tiers: $ 180.000
// a year for 100 documents up to $ 980.000 for 10.000; see the team's Colombia notes, §6). Paying
// annually saves 12–15 %.

interface Tier {
  id: string;
  name: LocalizedText;
  documents: number;
  period: DocumentsPeriod;
  monthly: number | null;
  annual: number;
  first: LocalizedText;
  highlighted?: boolean;
  years?: 1 | 2;
}

const docs = (count: string, period: { es: string; en: string }) => ({
  es: `${count} documentos ${period.es}`,
  en: `${count.replace('.', ',')} documents ${period.en}`,
});
const perYear = { es: 'al año', en: 'a year' };
const perMonth = { es: 'al mes', en: 'a month' };

const tiers: Record<ServiceId, Tier[]> = {
  electronic_invoicing: [
    {
      id: 'invoicing-basic-100',
      name: { es: 'Básico', en: 'Basic' },
      documents: 100,
      period: 'year',
      monthly: 17_500,
      annual: 180_000,
      first: docs('100', perYear),
    },
    {
      id: 'invoicing-entrepreneur-300',
      name: { es: 'Emprendedor', en: 'Entrepreneur' },
      documents: 300,
      period: 'year',
      monthly: 33_000,
      annual: 342_000,
      first: docs('300', perYear),
    },
    {
      id: 'invoicing-business-1200',
      name: { es: 'Empresarial', en: 'Business' },
      documents: 1200,
      period: 'year',
      monthly: 45_000,
      annual: 474_000,
      first: docs('1.200', perYear),
      highlighted: true,
    },
    {
      id: 'invoicing-premium-3000',
      name: { es: 'Premium', en: 'Premium' },
      documents: 3000,
      period: 'year',
      monthly: 59_000,
      annual: 618_000,
      first: docs('3.000', perYear),
    },
    {
      id: 'invoicing-gold-10000',
      name: { es: 'Oro', en: 'Gold' },
      documents: 10_000,
      period: 'year',
      monthly: 94_000,
      annual: 980_000,
      first: docs('10.000', perYear),
    },
  ],
  electronic_payroll: [
    {
      id: 'payroll-10',
      name: { es: 'Nómina 10', en: 'Payroll 10' },
      documents: 10,
      period: 'month',
      monthly: 25_000,
      annual: 255_000,
      first: { es: 'Hasta 10 empleados al mes', en: 'Up to 10 employees a month' },
    },
    {
      id: 'payroll-50',
      name: { es: 'Nómina 50', en: 'Payroll 50' },
      documents: 50,
      period: 'month',
      monthly: 69_000,
      annual: 702_000,
      first: { es: 'Hasta 50 empleados al mes', en: 'Up to 50 employees a month' },
      highlighted: true,
    },
    {
      id: 'payroll-200',
      name: { es: 'Nómina 200', en: 'Payroll 200' },
      documents: 200,
      period: 'month',
      monthly: 159_000,
      annual: 1_620_000,
      first: { es: 'Hasta 200 empleados al mes', en: 'Up to 200 employees a month' },
    },
  ],
  point_of_sale: [
    {
      id: 'pos-starter-500',
      name: { es: 'POS Inicial', en: 'POS Starter' },
      documents: 500,
      period: 'month',
      monthly: 39_000,
      annual: 399_000,
      first: docs('500', perMonth),
    },
    {
      id: 'pos-pro-3000',
      name: { es: 'POS Pro', en: 'POS Pro' },
      documents: 3000,
      period: 'month',
      monthly: 89_000,
      annual: 906_000,
      first: docs('3.000', perMonth),
      highlighted: true,
    },
  ],
  health_billing: [
    {
      id: 'health-ips-1200',
      name: { es: 'IPS 1.200', en: 'Clinic 1,200' },
      documents: 1200,
      period: 'year',
      monthly: 79_000,
      annual: 810_000,
      first: docs('1.200', perYear),
      highlighted: true,
    },
    {
      id: 'health-ips-6000',
      name: { es: 'IPS 6.000', en: 'Clinic 6,000' },
      documents: 6000,
      period: 'year',
      monthly: 149_000,
      annual: 1_524_000,
      first: docs('6.000', perYear),
    },
  ],
  received_invoices: [
    {
      id: 'reception-500',
      name: { es: 'Recepción 500', en: 'Reception 500' },
      documents: 500,
      period: 'year',
      monthly: 12_000,
      annual: 123_000,
      first: docs('500', perYear),
    },
    {
      id: 'reception-3000',
      name: { es: 'Recepción 3.000', en: 'Reception 3,000' },
      documents: 3000,
      period: 'year',
      monthly: 29_000,
      annual: 297_000,
      first: docs('3.000', perYear),
      highlighted: true,
    },
  ],
  digital_certificate: [
    {
      id: 'certificate-1-year',
      name: { es: 'Certificado 1 año', en: 'Certificate, 1 year' },
      documents: 0,
      period: 'year',
      monthly: null,
      annual: 189_000,
      first: { es: 'Vigencia de 1 año', en: 'Valid for 1 year' },
      years: 1,
    },
    {
      id: 'certificate-2-years',
      name: { es: 'Certificado 2 años', en: 'Certificate, 2 years' },
      documents: 0,
      period: 'year',
      monthly: null,
      annual: 329_000,
      first: { es: 'Vigencia de 2 años', en: 'Valid for 2 years' },
      years: 2,
      highlighted: true,
    },
  ],
  einvoicing_api: [
    {
      id: 'api-10000',
      name: { es: 'API 10.000', en: 'API 10,000' },
      documents: 10_000,
      period: 'year',
      monthly: 99_000,
      annual: 1_010_000,
      first: docs('10.000', perYear),
      highlighted: true,
    },
    {
      id: 'api-50000',
      name: { es: 'API 50.000', en: 'API 50,000' },
      documents: 50_000,
      period: 'year',
      monthly: 249_000,
      annual: 2_540_000,
      first: docs('50.000', perYear),
    },
  ],
};

/** Every plan of the November 2026 catalogue, in pricing-table order within each service. */
export const PLANS_2026_11: readonly Plan[] = (Object.keys(tiers) as ServiceId[]).flatMap((serviceId) =>
  (tiers[serviceId] ?? []).map(
    (tier, index): Plan => ({
      id: tier.id,
      serviceId,
      name: tier.name,
      documentsIncluded: tier.documents,
      documentsPeriod: tier.period,
      monthlyPrice: tier.monthly,
      annualPrice: tier.annual,
      ivaTreatment: SERVICE_IVA_2026_11[serviceId],
      features: {
        es: [tier.first.es, ...SERVICE_FEATURES_2026_11[serviceId].es],
        en: [tier.first.en, ...SERVICE_FEATURES_2026_11[serviceId].en],
      },
      highlighted: tier.highlighted ?? false,
      ...(tier.years ? { certificateValidityYears: tier.years } : {}),
      sortOrder: index + 1,
    }),
  ),
);
