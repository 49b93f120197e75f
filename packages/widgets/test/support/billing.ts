import { parseConfig } from '@facturo/sdk/config';
import { decamelizeKeys } from '@facturo/sdk/http';
import type {
  BillingSchedule,
  Invoice,
  InvoiceStatus,
  Organization,
  Subscription,
  WidgetScope,
} from '@facturo/sdk/schemas';
import { demoSession } from '../../src/demo/demo-session.fixtures';
import { getConnection } from '../../src/runtime/core/connection/api-connection';
import { FAKE_API_BASE, type FakeResponse } from './fake-api';

/** The fake API's shared connection (session, client, cart), as the widgets get it. */
export const fakeConnection = () => getConnection(parseConfig({ apiBaseUrl: FAKE_API_BASE }));

/** Signs the demo user in on the fake API's shared session (as the login widget would). */
export function signIn(email = 'ana@example.co') {
  fakeConnection().session.start({
    userData: demoSession(email).userData,
    accessToken: 'header.payload.signature',
  });
}

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A widget-session token as `POST /widget-sessions` mints it (unsigned here: widgets never verify). */
export function widgetToken(scopes: readonly WidgetScope[]): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({
    org: ORGANIZATION_ID,
    kid: 'key',
    scp: scopes,
    aud: 'facturo-widget',
    iat: now,
    exp: now + 900,
  });
  return `${header}.${payload}.signature`;
}

/** The organization every fixture belongs to. */
export const ORGANIZATION_ID = '7e3a03a0-7c2c-4a8b-b184-b9a0489cb5d9';

/** A JSON answer on the wire (snake_case). */
export const wire = (body: unknown, status = 200): FakeResponse => ({
  status,
  body: decamelizeKeys(body as object),
});

/** An invoice with one plan line, paid or not. */
export function invoice(overrides: Partial<Invoice> & { number: string }): Invoice {
  const status: InvoiceStatus = overrides.status ?? 'paid';
  const paid = status === 'paid';
  return {
    id: `00000000-0000-4000-8000-${overrides.number.replace(/\D/g, '').padStart(12, '0')}`,
    organizationId: ORGANIZATION_ID,
    status,
    electronic: true,
    documentKey: 'a'.repeat(96),
    dian: { status: 'accepted', rules: [], answeredAt: '2026-11-20T15:02:00.000Z', environment: 'test' },
    creditNotes: [],
    concept: 'Facturación electrónica · Pyme (anual)',
    buyerName: 'IPS Salud del Aburrá S.A.S.',
    buyerDocument: 'NIT 901.456.789-8',
    currency: 'COP',
    subtotal: 499_000,
    discount: 0,
    iva: 94_810,
    total: 593_810,
    amountPaid: paid ? 593_810 : 0,
    creditApplied: 0,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    dueDate: '2026-11-25',
    paidAt: paid ? '2026-11-20T16:00:00.000Z' : null,
    lines: [
      {
        kind: 'plan',
        description: 'Facturación electrónica · Pyme (anual)',
        planId: 'invoicing-pyme-600',
        subscriptionId: null,
        billingCycle: 'annual',
        quantity: 1,
        unitPrice: 499_000,
        discount: 0,
        subtotal: 499_000,
        ivaRatePercent: 19,
        iva: 94_810,
        total: 593_810,
        periodStart: '2026-11-20',
        periodEnd: '2027-11-19',
      },
    ],
    payments: paid
      ? [
          {
            id: '00000000-0000-4000-8000-0000000000f1',
            status: 'approved',
            statusDetail: 'accredited',
            amount: 593_810,
            transactionDate: '2026-11-20T16:00:00.000Z',
            transactionId: '881001',
            ipAddress: null,
            bankTransferId: null,
            bank: null,
            issuer: 'Bancolombia',
            installments: 3,
            cardLastFour: '3564',
            paymentMethodId: 'master',
          },
        ]
      : [],
    ...overrides,
  };
}

/** The billing schedule of an organization with an annual and a monthly service. */
export function schedule(overrides: Partial<BillingSchedule> = {}): BillingSchedule {
  return {
    organizationId: ORGANIZATION_ID,
    mode: 'individual',
    day: null,
    services: [
      {
        subscriptionId: '00000000-0000-4000-8000-0000000000b1',
        planId: 'health-ips-1200',
        serviceId: 'health_billing',
        planName: { es: 'IPS 1.200', en: 'Clinic 1,200' },
        billingCycle: 'annual',
        price: 810_000,
        activationDate: '2025-01-25',
        nextDueDate: '2027-01-25',
      },
      {
        subscriptionId: '00000000-0000-4000-8000-0000000000b2',
        planId: 'payroll-10',
        serviceId: 'electronic_payroll',
        planName: { es: 'Nómina 10', en: 'Payroll 10' },
        billingCycle: 'monthly',
        price: 25_000,
        activationDate: '2026-09-25',
        nextDueDate: '2026-11-25',
      },
    ],
    pendingAdjustments: [],
    ...overrides,
  };
}

/** The buyer's organization as `GET /organizations` lists it (a company with a NIT, in Medellín). */
export function organization(): Organization {
  return {
    id: ORGANIZATION_ID,
    kind: 'company',
    name: 'Ospina Contadores',
    taxpayer: {
      taxpayerType: '1',
      documentType: '31',
      documentNumber: '900123456',
      verificationDigit: '8',
      ivaResponsible: true,
      electronicBiller: false,
      fiscalResponsibilities: ['R-99-PN'],
      taxScheme: '01',
      companyName: 'Ospina Contadores S.A.S.',
    },
    billingAddress: {
      country: 'CO',
      departmentCode: '05',
      municipalityCode: '05001',
      zone: 'urban',
      address: 'Calle 10 # 43D-25',
      postalCode: '050021',
    },
    email: 'facturacion@ospina.co',
    phone: '604 322 1100',
    role: 'owner',
    createdAt: '2026-01-15T14:00:00.000Z',
    updatedAt: '2026-01-15T14:00:00.000Z',
  };
}

/** A subscription of the buyer's organization as `GET /subscriptions` lists it (Pyme, annual, active). */
export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: '5d1c3b2a-4e6f-4a8b-9c0d-1e2f3a4b5c6d',
    organizationId: ORGANIZATION_ID,
    planId: 'invoicing-pyme-600',
    serviceId: 'electronic_invoicing',
    planName: { es: 'Pyme', en: 'SMB' },
    billingCycle: 'annual',
    status: 'active',
    state: 'active',
    phase: 'active',
    activationDate: '2026-03-02',
    activeUntil: '2027-03-01',
    daysRemaining: 95,
    billingDate: '2027-03-02',
    validForYears: null,
    valuePerDocument: 832,
    documentsUsed: 212,
    documentsIncluded: 600,
    extraDocuments: 0,
    price: 499000,
    ivaTreatment: 'iva_19',
    renewalInvoiceId: null,
    cancelAtPeriodEnd: false,
    scheduledChange: null,
    createdAt: '2026-03-02T15:00:00.000Z',
    ...overrides,
  };
}
