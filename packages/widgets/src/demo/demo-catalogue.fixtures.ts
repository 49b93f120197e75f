import { pricePlan } from '@facturo/sdk/billing';
import type { Plan, PricedPlan, ServiceId } from '@facturo/sdk/schemas';

/** One catalogue line, compact: prices are COP before IVA, `monthly` is `null` for annual-only plans. */
interface Row {
  id: string;
  service: ServiceId;
  name: [es: string, en: string];
  documents: [count: number, per: Plan['documentsPeriod']];
  prices: [monthly: number | null, annual: number];
  iva: Plan['ivaTreatment'];
  features: [es: string[], en: string[]];
  order: number;
  highlighted?: boolean;
  validityYears?: 1 | 2;
}

const plan = (row: Row): Plan => ({
  id: row.id,
  serviceId: row.service,
  name: { es: row.name[0], en: row.name[1] },
  documentsIncluded: row.documents[0],
  documentsPeriod: row.documents[1],
  monthlyPrice: row.prices[0],
  annualPrice: row.prices[1],
  ivaTreatment: row.iva,
  features: { es: row.features[0], en: row.features[1] },
  highlighted: row.highlighted ?? false,
  sortOrder: row.order,
  ...(row.validityYears ? { certificateValidityYears: row.validityYears } : {}),
});

const certificate = (years: 1 | 2, annual: number): Row => ({
  id: `certificate-${years}y`,
  service: 'digital_certificate',
  name: [
    `Certificado digital ${years} ${years === 1 ? 'año' : 'años'}`,
    `Digital certificate ${years} ${years === 1 ? 'year' : 'years'}`,
  ],
  documents: [0, 'year'],
  prices: [null, annual],
  iva: 'iva_19',
  features: [
    ['Firma de facturas ante la DIAN', 'Emisión en 24 horas hábiles'],
    ['Signs your invoices for the DIAN', 'Issued within one business day'],
  ],
  order: years,
  highlighted: years === 2,
  validityYears: years,
});

/**
 * A realistic catalogue for the `demo` attribute, priced by the sdk's `pricePlan` (the function the API
 * uses), so demo and live tables have one shape and one set of numbers.
 */
const ROWS: Row[] = [
  {
    id: 'invoicing-start-120',
    service: 'electronic_invoicing',
    name: ['Emprendedor', 'Starter'],
    documents: [120, 'year'],
    prices: [19_900, 199_000],
    iva: 'iva_19',
    features: [
      [
        'Facturas, notas crédito y notas débito',
        'Envío a la DIAN y a tu cliente',
        '1 usuario',
        'Soporte por correo',
      ],
      [
        'Invoices, credit and debit notes',
        'Sent to the DIAN and to your customer',
        '1 user',
        'E-mail support',
      ],
    ],
    order: 1,
  },
  {
    id: 'invoicing-pyme-600',
    service: 'electronic_invoicing',
    name: ['Pyme', 'Small business'],
    documents: [600, 'year'],
    prices: [49_900, 499_000],
    iva: 'iva_19',
    features: [
      [
        'Todo lo del plan Emprendedor',
        '3 usuarios',
        'Catálogo de productos y clientes',
        'Reportes de ventas',
        'Soporte por chat',
      ],
      ['Everything in Starter', '3 users', 'Product and customer catalogue', 'Sales reports', 'Chat support'],
    ],
    order: 2,
    highlighted: true,
  },
  {
    id: 'invoicing-business-2400',
    service: 'electronic_invoicing',
    name: ['Empresarial', 'Business'],
    documents: [2_400, 'year'],
    prices: [119_900, 1_199_000],
    iva: 'iva_19',
    features: [
      [
        'Todo lo del plan Pyme',
        'Usuarios ilimitados',
        'Varias sedes y prefijos',
        'Integración por API',
        'Soporte prioritario',
      ],
      [
        'Everything in Small business',
        'Unlimited users',
        'Several branches and prefixes',
        'API integration',
        'Priority support',
      ],
    ],
    order: 3,
  },
  {
    id: 'payroll-team-25',
    service: 'electronic_payroll',
    name: ['Nómina hasta 25 empleados', 'Payroll up to 25 employees'],
    documents: [25, 'month'],
    prices: [39_900, 399_000],
    iva: 'excluded',
    features: [
      ['Nómina electrónica mensual a la DIAN', 'Notas de ajuste', 'Desprendibles por correo'],
      ['Monthly electronic payroll to the DIAN', 'Adjustment notes', 'Payslips by e-mail'],
    ],
    order: 1,
    highlighted: true,
  },
  {
    id: 'pos-store-1',
    service: 'point_of_sale',
    name: ['POS electrónico', 'Electronic POS'],
    documents: [500, 'month'],
    prices: [59_900, 599_000],
    iva: 'iva_19',
    features: [
      ['Documento equivalente POS', '1 caja', 'Cierre de caja diario'],
      ['Electronic POS receipts', '1 till', 'Daily till closing'],
    ],
    order: 1,
  },
  {
    id: 'health-clinic-1200',
    service: 'health_billing',
    name: ['Salud IPS', 'Health provider'],
    documents: [1_200, 'year'],
    prices: [89_900, 899_000],
    iva: 'excluded',
    features: [
      ['Factura electrónica del sector salud', 'RIPS en JSON', 'Validación previa de campos'],
      ['Health-sector electronic invoices', 'RIPS in JSON', 'Field checks before sending'],
    ],
    order: 1,
  },
  {
    id: 'received-500',
    service: 'received_invoices',
    name: ['Recepción de facturas', 'Received invoices'],
    documents: [500, 'year'],
    prices: [14_900, 149_000],
    iva: 'iva_19',
    features: [
      ['Acuse de recibo y aceptación', 'Buzón de facturas de proveedores'],
      ['Acknowledgment and acceptance', 'Supplier invoice inbox'],
    ],
    order: 1,
  },
  certificate(1, 249_000),
  certificate(2, 419_000),
  {
    id: 'api-10000',
    service: 'einvoicing_api',
    name: ['API de facturación', 'E-invoicing API'],
    documents: [10_000, 'year'],
    prices: [149_900, 1_499_000],
    iva: 'iva_19',
    features: [
      ['API REST con ambiente de pruebas', 'Webhooks de estado DIAN', 'Soporte técnico para integradores'],
      ['REST API with a test environment', 'DIAN status webhooks', 'Technical support for integrators'],
    ],
    order: 1,
  },
];

/** Every demo plan, priced. */
export function demoCatalogue(): PricedPlan[] {
  return ROWS.map((row) => pricePlan(plan(row)));
}
