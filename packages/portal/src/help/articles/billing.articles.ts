import type { HelpArticle } from '../help-article.types';

/** Articles about renewals, extra documents and the billing date. */
export const billingArticles: readonly HelpArticle[] = [
  {
    slug: 'renovacion-y-periodo-de-gracia',
    category: 'billing',
    title: { es: 'Renovación, periodo de gracia y reconexión', en: 'Renewal, grace period and reconnection' },
    summary: {
      es: 'Qué pasa antes y después de la fecha en que vence tu plan.',
      en: 'What happens before and after the day your plan runs out.',
    },
    body: [
      {
        kind: 'list',
        items: [
          {
            es: '{{renewalDays}} días antes de que termine tu plan emitimos la factura de renovación y te avisamos en las notificaciones y por correo.',
            en: '{{renewalDays}} days before your plan ends we issue the renewal invoice and let you know in your notifications and by e-mail.',
          },
          {
            es: 'Si no la pagas a tiempo, tienes {{graceDays}} días de gracia en los que el servicio sigue funcionando.',
            en: 'If you do not pay it on time, you have {{graceDays}} grace days during which the service keeps working.',
          },
          {
            es: 'Pasado ese plazo el servicio se suspende. Lo reactivas pagando la factura pendiente más un cargo de reconexión de {{reconnectionFee}}.',
            en: 'After that the service is suspended. You reactivate it by paying the open invoice plus a {{reconnectionFee}} reconnection fee.',
          },
          {
            es: 'Si pasan {{cancellationDays}} días sin pago, el plan se cancela y para volver tendrás que comprarlo de nuevo.',
            en: 'If {{cancellationDays}} days go by without payment, the plan is cancelled and you will need to buy it again.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          es: 'Para renovar, entra a «Suscripciones», busca el plan con la etiqueta «Renovación pendiente» y pulsa «Renovar». Al pagar, los días nuevos se suman a partir del último día que ya tenías pagado: no pierdes ninguno.',
          en: 'To renew, open “Subscriptions”, find the plan marked “Renewal due” and press “Renew”. When you pay, the new days start from the last day you had already paid: you lose none.',
        },
      },
    ],
  },
  {
    slug: 'documentos-adicionales',
    category: 'billing',
    title: {
      es: 'Qué pasa cuando superas los documentos de tu plan',
      en: 'What happens when you go over your plan’s documents',
    },
    summary: {
      es: 'Sigues facturando y los documentos de más se cobran en la siguiente factura.',
      en: 'You keep invoicing and the extra documents are charged on the next invoice.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          es: 'En «Suscripciones» ves, para cada plan, cuántos documentos llevas en el ciclo y cuántos incluye. La barra se pone amarilla al pasar el 80 % y roja cuando superas el cupo.',
          en: 'Under “Subscriptions” you see, for each plan, how many documents you have used this cycle and how many it includes. The bar turns amber past 80 % and red when you go over.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          es: 'Cada documento adicional cuesta {{extraDocumentPrice}} más IVA y aparece como una línea aparte en tu siguiente factura, para que sepas exactamente qué pagas.',
          en: 'Each extra document costs {{extraDocumentPrice}} plus VAT and appears as a separate line on your next invoice, so you know exactly what you pay for.',
        },
      },
      {
        kind: 'tip',
        text: {
          es: 'Si te pasas del cupo varios meses seguidos, suele salir más barato subir al plan siguiente. Compara el valor por documento en la página de planes.',
          en: 'If you go over for several months in a row, moving up a plan is usually cheaper. Compare the value per document on the plans page.',
        },
      },
    ],
  },
  {
    slug: 'fecha-de-cobro-unificada',
    category: 'billing',
    title: {
      es: 'Cómo unificar la fecha de cobro de tus servicios',
      en: 'How to put all your services on one billing date',
    },
    summary: {
      es: 'Paga todos tus servicios el mismo día del mes, con un ajuste que ves antes de confirmar.',
      en: 'Pay every service on the same day of the month, with an adjustment you see before confirming.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          es: 'Por defecto, cada servicio se cobra en la fecha en que lo activaste. Si prefieres pagarlos juntos, en «Facturación» → «Fecha de facturación» elige «Todos los servicios el día…» y un día entre el {{minDay}} y el {{maxDay}}.',
          en: 'By default each service is charged on the date you activated it. If you would rather pay them together, go to “Billing” → “Billing date”, choose “All services on day…” and a day from {{minDay}} to {{maxDay}}.',
        },
      },
      {
        kind: 'steps',
        items: [
          {
            es: 'Antes de confirmar verás, por servicio, la fecha del ajuste, los días que cubre y su costo.',
            en: 'Before confirming you will see, per service, the adjustment date, the days it covers and its cost.',
          },
          {
            es: 'El ajuste cobra solo los días entre tu fecha actual y la nueva, así no pagas dos veces el mismo día.',
            en: 'The adjustment charges only the days between your current date and the new one, so you never pay twice for the same day.',
          },
          {
            es: 'Desde el siguiente ciclo, todos tus servicios se cobran juntos en una sola factura.',
            en: 'From the next cycle on, all your services are charged together on one invoice.',
          },
        ],
      },
      {
        kind: 'tip',
        text: {
          es: 'Volver a cobrar cada servicio en su propia fecha genera nuevos ajustes y facturas separadas; por eso te pedimos confirmarlo de forma explícita.',
          en: 'Going back to charging each service on its own date creates new adjustments and separate invoices, which is why we ask you to confirm it explicitly.',
        },
      },
    ],
  },
];
