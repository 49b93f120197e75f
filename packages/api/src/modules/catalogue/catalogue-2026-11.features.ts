import type { IvaTreatment } from '@facturo/sdk/co';
import type { ServiceId } from '@facturo/sdk/schemas';

type Features = { es: string[]; en: string[] };

/** Feature bullets every plan of a service shows after its own first one (November 2026 catalogue). */
export const SERVICE_FEATURES_2026_11: Record<ServiceId, Features> = {
  electronic_invoicing: {
    es: [
      'Notas crédito y débito',
      'Documento soporte',
      'Envío automático al cliente',
      'Soporte por chat y correo',
    ],
    en: [
      'Credit and debit notes',
      'Support documents',
      'Automatic delivery to customers',
      'Chat and e-mail support',
    ],
  },
  electronic_payroll: {
    es: ['Notas de ajuste', 'Cálculo de prestaciones', 'Desprendibles por correo'],
    en: ['Adjustment notes', 'Benefits calculation', 'Payslips by e-mail'],
  },
  point_of_sale: {
    es: ['Cierre de caja diario', 'Funciona en tablet y computador', 'Impresora térmica'],
    en: ['Daily cash closing', 'Works on tablets and computers', 'Thermal printer support'],
  },
  health_billing: {
    es: ['RIPS en JSON', 'Seguimiento del CUV', 'Copagos y cuotas moderadoras'],
    en: ['RIPS in JSON', 'CUV tracking', 'Co-payments and moderating fees'],
  },
  received_invoices: {
    es: ['Eventos RADIAN 030 a 034', 'Buzón de recepción por correo', 'Alertas de aceptación tácita'],
    en: ['RADIAN events 030 to 034', 'E-mail reception inbox', 'Tacit acceptance alerts'],
  },
  digital_certificate: {
    es: ['Persona natural o jurídica', 'Instalación asistida', 'Válido para la DIAN'],
    en: ['Natural person or legal entity', 'Assisted installation', 'Valid for DIAN'],
  },
  einvoicing_api: {
    es: ['API REST con OAuth2', 'Ambiente de pruebas', 'Webhooks de estado DIAN'],
    en: ['REST API with OAuth2', 'Test environment', 'DIAN status webhooks'],
  },
};

/**
 * IVA per product line: cloud software is excluded (art. 476 ET, num. 24); the certificate, the
 * POS and the API carry the general 19 %. The accountant's call, so it lives in the data.
 */
export const SERVICE_IVA_2026_11: Record<ServiceId, IvaTreatment> = {
  electronic_invoicing: 'excluded',
  electronic_payroll: 'excluded',
  point_of_sale: 'iva_19',
  health_billing: 'excluded',
  received_invoices: 'excluded',
  digital_certificate: 'iva_19',
  einvoicing_api: 'iva_19',
};
