import type { Service } from '@facturo/sdk/schemas';

/**
 * The seven product lines of the November 2026 catalogue. Product data, applied by the
 * `0101-catalogue-2026-11` migration; a later catalogue is a new file and a new migration.
 */
export const SERVICES_2026_11: readonly Service[] = [
  {
    id: 'electronic_invoicing',
    name: { es: 'Facturación electrónica', en: 'Electronic invoicing' },
    description: {
      es: 'Emite facturas electrónicas válidas ante la DIAN, notas crédito y débito y documento soporte, con envío automático al cliente.',
      en: 'Issue DIAN-valid electronic invoices, credit and debit notes and support documents, e-mailed to your customers automatically.',
    },
  },
  {
    id: 'electronic_payroll',
    name: { es: 'Nómina electrónica', en: 'Electronic payroll' },
    description: {
      es: 'Transmite a la DIAN el documento soporte de pago de nómina de cada empleado, con ajustes y notas.',
      en: "Send DIAN each employee's electronic payroll support document, with adjustments and notes.",
    },
  },
  {
    id: 'point_of_sale',
    name: { es: 'POS electrónico', en: 'Point of sale' },
    description: {
      es: 'Documento equivalente electrónico POS para tiendas y restaurantes, con cierre de caja diario.',
      en: 'Electronic POS equivalent document for shops and restaurants, with daily cash closing.',
    },
  },
  {
    id: 'health_billing',
    name: { es: 'Facturación sector salud', en: 'Health-sector billing' },
    description: {
      es: 'Factura electrónica de venta en salud con RIPS en JSON y seguimiento del CUV del Ministerio de Salud.',
      en: "Health-sector electronic invoices with RIPS in JSON and tracking of the Ministry of Health's CUV.",
    },
  },
  {
    id: 'received_invoices',
    name: { es: 'Recepción y acuse de facturas', en: 'Received invoices and acknowledgments' },
    description: {
      es: 'Recibe las facturas de tus proveedores y registra en RADIAN el acuse de recibo, el recibo del bien y la aceptación.',
      en: "Receive your suppliers' invoices and record in RADIAN the acknowledgment, receipt of goods and acceptance.",
    },
  },
  {
    id: 'digital_certificate',
    name: { es: 'Certificado digital', en: 'Digital certificate' },
    description: {
      es: 'Certificado de firma digital para firmar tus documentos electrónicos, con vigencia de 1 o 2 años.',
      en: 'Digital signature certificate to sign your electronic documents, valid for 1 or 2 years.',
    },
  },
  {
    id: 'einvoicing_api',
    name: { es: 'API de facturación electrónica', en: 'E-invoicing API' },
    description: {
      es: 'Integra tu ERP o software médico por API REST: emite, consulta y descarga documentos electrónicos.',
      en: 'Connect your ERP or medical software through a REST API: issue, query and download electronic documents.',
    },
  },
];
