import type { LegalText } from './legal-document.types';

/** Términos y condiciones de Facturo, in Spanish (the binding text) and English. */
export const TERMS: Readonly<Record<'es' | 'en', LegalText>> = {
  es: {
    title: 'Términos y condiciones',
    summary:
      'Las reglas para usar Facturo y sus servicios de facturación electrónica, nómina electrónica, punto de venta, facturación en salud, recepción de facturas, certificado digital y API.',
    sections: [
      {
        heading: '1. Quiénes somos y qué aceptas',
        paragraphs: [
          'Facturo S.A.S., sociedad colombiana con domicilio en Bogotá (en adelante, «Facturo»), presta los servicios descritos en este sitio. Al crear una cuenta, comprar un plan o usar los servicios aceptas estos términos y la Política de tratamiento de datos personales.',
          'Si actúas en nombre de una empresa, declaras que tienes facultades para obligarla. Los servicios se ofrecen a personas mayores de edad y a personas jurídicas constituidas en Colombia.',
        ],
      },
      {
        heading: '2. Tu cuenta',
        paragraphs: [
          'Debes dar información veraz y mantenerla al día, en especial los datos tributarios (tipo y número de documento, dígito de verificación, responsabilidades fiscales), porque con ellos se emiten tus facturas ante la DIAN.',
          'Eres responsable de guardar tu contraseña y de lo que se haga con tu cuenta y con las llaves de API de tu organización. Avísanos de inmediato a soporte@facturo.co si sospechas un uso no autorizado.',
        ],
      },
      {
        heading: '3. Planes, precios y pagos',
        paragraphs: [
          'Los precios se muestran en pesos colombianos, antes de IVA cuando el plan lo causa; los planes excluidos de IVA lo indican. El cobro se hace por el medio de pago que elijas (tarjeta o PSE) a través de la pasarela de pagos; Facturo no recibe ni guarda los números de tu tarjeta.',
          'Cada plan incluye un número de documentos por periodo. Los documentos adicionales se cobran al valor publicado en la siguiente factura. Por cada compra o renovación recibes una factura electrónica validada por la DIAN.',
        ],
      },
      {
        heading: '4. Renovación, cambios y cancelación',
        paragraphs: [
          'Las suscripciones se renuevan por periodos iguales. La factura de renovación se emite cinco días antes del vencimiento; si no se paga, el servicio entra en periodo de gracia y luego se suspende según las reglas publicadas, y se reactiva al pagar.',
          'Puedes subir de plan en cualquier momento: se abonan los días no usados del plan actual y se cobra la diferencia, con una nota crédito y una nueva factura. Un cambio a un plan menor se aplica en la siguiente renovación.',
          'Puedes cancelar una suscripción para que no se renueve: conservas el servicio hasta el último día pagado. Las facturas emitidas no se modifican; toda corrección se hace con nota crédito.',
        ],
      },
      {
        heading: '5. Uso aceptable',
        paragraphs: [
          'No puedes usar Facturo para emitir documentos falsos, evadir obligaciones tributarias, atacar el servicio, acceder a datos de otras organizaciones ni revender el servicio sin un acuerdo escrito. Podemos suspender la cuenta que incumpla estas reglas, informándote la razón.',
        ],
      },
      {
        heading: '6. Disponibilidad y responsabilidad',
        paragraphs: [
          'Trabajamos para que el servicio esté disponible de forma continua y transmitimos tus documentos a la DIAN con reintentos cuando su servicio falla. No respondemos por interrupciones de la DIAN, de la pasarela de pagos o de proveedores de internet ajenos a nosotros.',
          'Nuestra responsabilidad total frente a ti por cualquier reclamación se limita al valor pagado por el servicio en los doce meses anteriores al hecho, salvo dolo o culpa grave.',
        ],
      },
      {
        heading: '7. Propiedad intelectual y tus datos',
        paragraphs: [
          'El software, la marca y los contenidos de Facturo nos pertenecen. Los documentos que emites y los datos de tu empresa son tuyos: puedes descargarlos en cualquier momento (PDF, XML y exportaciones CSV o Excel) y los conservamos por el término que exige la ley.',
        ],
      },
      {
        heading: '8. Cambios a estos términos',
        paragraphs: [
          'Si cambiamos estos términos publicaremos la nueva versión con su fecha y te pediremos aceptarla la siguiente vez que ingreses. Los cambios no afectan periodos ya pagados.',
        ],
      },
      {
        heading: '9. Ley aplicable y contacto',
        paragraphs: [
          'Estos términos se rigen por la ley colombiana. Las diferencias se intentarán resolver de manera directa y, si no es posible, ante los jueces de Bogotá. Como consumidor conservas los derechos de la Ley 1480 de 2011.',
          'Escríbenos a soporte@facturo.co o llámanos al +57 601 555 0100.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms and conditions',
    summary:
      'The rules for using Facturo and its electronic invoicing, e-payroll, point of sale, health billing, received-invoice, digital certificate and API services.',
    sections: [
      {
        heading: '1. Who we are and what you accept',
        paragraphs: [
          'Facturo S.A.S., a Colombian company domiciled in Bogotá ("Facturo"), provides the services described on this site. By creating an account, buying a plan or using the services you accept these terms and the Personal Data Policy. The Spanish version is the binding one.',
          'If you act for a company, you state that you may bind it. The services are offered to adults and to legal entities incorporated in Colombia.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You must give truthful information and keep it up to date, especially your tax data, because your invoices are issued to DIAN with it.',
          'You are responsible for your password and for what is done with your account and your organization’s API keys. Tell us at soporte@facturo.co if you suspect unauthorized use.',
        ],
      },
      {
        heading: '3. Plans, prices and payments',
        paragraphs: [
          'Prices are in Colombian pesos, before VAT where the plan carries it. Payment goes through the payment gateway (card or PSE); Facturo never receives or stores your card numbers. Each purchase or renewal gets a DIAN-validated electronic invoice.',
          'Each plan includes a number of documents per period; extra documents are charged at the published price on the next invoice.',
        ],
      },
      {
        heading: '4. Renewal, changes and cancellation',
        paragraphs: [
          'Subscriptions renew for equal periods. The renewal invoice is issued five days before expiry; unpaid, the service enters a grace period and is then suspended under the published rules, and reactivated on payment.',
          'You may move up a plan at any time: the unused days of the current plan are credited and the difference is charged, with a credit note and a new invoice. A move to a smaller plan applies at the next renewal. You may cancel so that a subscription does not renew; you keep the service until the last paid day.',
        ],
      },
      {
        heading: '5. Acceptable use, availability and liability',
        paragraphs: [
          'You may not use Facturo to issue false documents, evade taxes, attack the service or reach other organizations’ data. We are not liable for outages of DIAN, the payment gateway or third-party networks; our total liability is limited to what you paid in the previous twelve months, except for wilful misconduct or gross negligence.',
        ],
      },
      {
        heading: '6. Your data, changes and law',
        paragraphs: [
          'The documents you issue and your company’s data are yours and can be downloaded at any time. When these terms change we publish the new version with its date and ask you to accept it at your next sign-in. Colombian law applies; contact soporte@facturo.co or +57 601 555 0100.',
        ],
      },
    ],
  },
};
