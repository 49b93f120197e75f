import type { LegalText } from './legal-document.types';

/** Política de tratamiento de datos personales (Ley 1581 de 2012, Decreto 1377 de 2013), Spanish and English. */
export const PRIVACY: Readonly<Record<'es' | 'en', LegalText>> = {
  es: {
    title: 'Política de tratamiento de datos personales',
    summary:
      'Cómo Facturo recoge, usa, guarda y protege tus datos personales, y cómo ejerces tus derechos como titular según la Ley 1581 de 2012 y el Decreto 1377 de 2013.',
    sections: [
      {
        heading: '1. Responsable del tratamiento',
        paragraphs: [
          'Facturo S.A.S., con domicilio en Bogotá, Colombia. Correo: soporte@facturo.co. Teléfono: +57 601 555 0100.',
        ],
      },
      {
        heading: '2. Datos que tratamos',
        paragraphs: [
          'Datos de identificación y contacto (nombres, documento, correo, teléfono), datos tributarios de tu empresa (NIT, responsabilidades fiscales, dirección según DIVIPOLA), datos de tus compras y facturas, y datos técnicos de uso (dirección IP, navegador, registros de acceso).',
          'No recibimos ni guardamos números de tarjeta: la pasarela de pagos los procesa directamente. En el servicio de facturación en salud, los datos de pacientes los trata cada institución como responsable y Facturo como encargado, con las medidas que exige la ley para datos sensibles.',
        ],
      },
      {
        heading: '3. Finalidades',
        paragraphs: [
          'Crear y administrar tu cuenta; prestar los servicios contratados, incluida la emisión y transmisión de documentos electrónicos a la DIAN; cobrar y facturar; responder tus solicitudes de soporte y contacto; enviarte avisos del servicio (renovaciones, pagos, alertas de numeración); cumplir obligaciones legales y tributarias; y, solo si lo autorizas, enviarte novedades del producto.',
        ],
      },
      {
        heading: '4. Tus derechos como titular',
        paragraphs: [
          'Conocer, actualizar y rectificar tus datos; pedir prueba de la autorización que nos diste; ser informado del uso que les damos; revocar la autorización o pedir la supresión cuando no exista un deber legal o contractual de conservarlos; acceder gratis a tus datos; y presentar quejas ante la Superintendencia de Industria y Comercio.',
        ],
      },
      {
        heading: '5. Cómo ejercerlos',
        paragraphs: [
          'Escribe a soporte@facturo.co indicando tu nombre, documento, la solicitud y un medio de respuesta. Atendemos las consultas en máximo diez (10) días hábiles y los reclamos en máximo quince (15) días hábiles, prorrogables en los casos que prevé la ley, informándote el motivo.',
          'Muchos datos también puedes actualizarlos tú mismo en «Mi cuenta».',
        ],
      },
      {
        heading: '6. Seguridad, conservación y encargados',
        paragraphs: [
          'Protegemos los datos con contraseñas cifradas con argon2id, conexiones cifradas, accesos por roles y registros de auditoría. Conservamos los datos mientras exista la relación y por el término que exigen las normas tributarias y comerciales.',
          'Compartimos datos solo con quienes nos ayudan a prestar el servicio (pasarela de pagos, proveedor de correo, la DIAN como autoridad) bajo acuerdos que los obligan a protegerlos.',
        ],
      },
      {
        heading: '7. Vigencia y cambios',
        paragraphs: [
          'Esta política rige desde la fecha de su versión. Si cambia, publicaremos la nueva versión y te pediremos aceptarla en tu siguiente ingreso.',
        ],
      },
    ],
  },
  en: {
    title: 'Personal data policy',
    summary:
      'How Facturo collects, uses, keeps and protects your personal data, and how you exercise your rights as data subject under Colombian Law 1581 of 2012 and Decree 1377 of 2013. The Spanish version is the binding one.',
    sections: [
      {
        heading: '1. Data controller',
        paragraphs: [
          'Facturo S.A.S., Bogotá, Colombia. E-mail: soporte@facturo.co. Phone: +57 601 555 0100.',
        ],
      },
      {
        heading: '2. Data we process and why',
        paragraphs: [
          'Identification and contact data, your company’s tax data, your purchases and invoices, and technical usage data (IP address, browser, access logs). We never receive or store card numbers. We use them to run your account, provide the services (including issuing documents to DIAN), bill you, answer you, send service notices, meet legal duties and, only with your consent, send product news.',
        ],
      },
      {
        heading: '3. Your rights and how to exercise them',
        paragraphs: [
          'You may know, update and correct your data, ask for proof of your consent, be told how it is used, revoke consent or ask for deletion where no legal duty requires keeping it, access it free of charge, and complain to the Superintendencia de Industria y Comercio. Write to soporte@facturo.co: queries are answered within 10 business days and claims within 15.',
        ],
      },
      {
        heading: '4. Security, retention, processors and changes',
        paragraphs: [
          'Passwords are hashed with argon2id, connections are encrypted and access is role-based and audited. Data is kept while the relationship lasts and as long as tax and commercial rules require. Processors (payment gateway, e-mail provider) are bound to protect it. A new version of this policy is published with its date and asked for at your next sign-in.',
        ],
      },
    ],
  },
};
