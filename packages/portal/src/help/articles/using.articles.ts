import type { HelpArticle } from '../help-article.types';

/** Articles about using the product once a plan is active. */
export const usingArticles: readonly HelpArticle[] = [
  {
    slug: 'prefijos-y-resoluciones',
    category: 'using',
    title: {
      es: 'Registra tu resolución de numeración y sus alertas',
      en: 'Register your numbering resolution and its alerts',
    },
    summary: {
      es: 'Cómo cargar el prefijo que te autorizó la DIAN y cuándo te avisamos.',
      en: 'How to load the prefix the DIAN authorized and when we warn you.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          es: 'Para facturar necesitas una resolución de numeración vigente de la DIAN. En tu organización, abre «Prefijos de numeración» y registra el prefijo, el número y la fecha de la resolución, su vigencia y el rango autorizado.',
          en: 'To invoice you need a valid DIAN numbering resolution. In your organization, open “Numbering prefixes” and register the prefix, the resolution number and date, its validity and the authorized range.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            es: 'Te avisamos 30 días y 10 días antes de que venza la resolución, y cuando ya venció.',
            en: 'We warn you 30 days and 10 days before the resolution expires, and once it has expired.',
          },
          {
            es: 'También te avisamos cuando usaste el 80 % y el 95 % del rango, y cuando se agota.',
            en: 'We also warn you when you have used 80 % and 95 % of the range, and when it runs out.',
          },
          {
            es: 'Las alertas aparecen en la campana de notificaciones y en el resumen de la organización.',
            en: 'Alerts show in the notifications bell and on the organization’s overview.',
          },
        ],
      },
      {
        kind: 'tip',
        text: {
          es: 'Pide la nueva resolución en el portal de la DIAN apenas veas la alerta de 30 días: el trámite puede tardar y no podrás facturar con una resolución vencida.',
          en: 'Request the new resolution on the DIAN portal as soon as you see the 30-day alert: it can take a while and you cannot invoice with an expired resolution.',
        },
      },
    ],
  },
  {
    slug: 'invitar-a-tu-equipo',
    category: 'using',
    title: {
      es: 'Invita a tu contador y a tu equipo con el rol justo',
      en: 'Invite your accountant and your team with the right role',
    },
    summary: {
      es: 'Los cinco roles de una organización y qué puede hacer cada uno.',
      en: 'The five roles of an organization and what each can do.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          es: 'En «Miembros», escribe el correo de la persona y elige su rol. Le llega una invitación válida por siete días; al aceptarla con ese mismo correo, entra a tu organización.',
          en: 'Under “Members”, type the person’s e-mail and choose their role. They get an invitation valid for seven days; when they accept it with that same e-mail, they join your organization.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            es: 'Propietario: todo, incluido nombrar a otros propietarios.',
            en: 'Owner: everything, including naming other owners.',
          },
          {
            es: 'Administrador: miembros, facturación, prefijos y llaves de API.',
            en: 'Administrator: members, billing, prefixes and API keys.',
          },
          {
            es: 'Facturación: planes, pagos, facturas y prefijos; ideal para tu contador.',
            en: 'Billing: plans, payments, invoices and prefixes; ideal for your accountant.',
          },
          {
            es: 'Profesional de salud: pacientes, citas e historia clínica, sin datos de cobro.',
            en: 'Clinician: patients, appointments and clinical history, without billing data.',
          },
          {
            es: 'Consulta: ve la información sin poder cambiarla.',
            en: 'Viewer: sees the information without changing it.',
          },
        ],
      },
      {
        kind: 'tip',
        text: {
          es: 'Una organización siempre necesita al menos un propietario. Si eres el único, nombra a otro antes de salir de ella.',
          en: 'An organization always needs at least one owner. If you are the only one, name another before you leave it.',
        },
      },
    ],
  },
  {
    slug: 'conectar-tu-erp-con-llaves-de-api',
    category: 'using',
    title: {
      es: 'Conecta tu ERP o tu software de salud con llaves de API',
      en: 'Connect your ERP or health software with API keys',
    },
    summary: {
      es: 'Crea una llave, guárdala en tu servidor y muestra tus facturas dentro de tu sistema.',
      en: 'Create a key, keep it on your server and show your invoices inside your system.',
    },
    body: [
      {
        kind: 'steps',
        items: [
          {
            es: 'En «Llaves de API», crea una llave con un nombre que reconozcas (por ejemplo, «ERP producción») y solo los permisos que necesita.',
            en: 'Under “API keys”, create a key with a name you recognise (for example, “Production ERP”) and only the permissions it needs.',
          },
          {
            es: 'Copia el secreto: lo mostramos una sola vez. Guárdalo en tu servidor, nunca en el navegador ni en el código de una página.',
            en: 'Copy the secret: we show it only once. Keep it on your server, never in a browser or in a page’s code.',
          },
          {
            es: 'Desde tu servidor, crea sesiones cortas para los widgets y móntalos en tu sistema con ese token.',
            en: 'From your server, create short sessions for the widgets and mount them in your system with that token.',
          },
        ],
      },
      {
        kind: 'tip',
        text: {
          es: 'Si una llave se filtra, revócala de inmediato y crea otra: las integraciones que la usen dejarán de funcionar al instante.',
          en: 'If a key leaks, revoke it at once and create another: integrations using it stop working immediately.',
        },
      },
    ],
  },
];
