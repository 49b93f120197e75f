import type { HelpArticle } from '../help-article.types';

/** Articles about choosing and buying a plan. */
export const buyingArticles: readonly HelpArticle[] = [
  {
    slug: 'como-elegir-tu-plan',
    category: 'buying',
    title: {
      es: 'Cómo elegir el plan adecuado para tu empresa',
      en: 'How to choose the right plan for your business',
    },
    summary: {
      es: 'Calcula cuántos documentos emites y compara el valor por documento de cada plan.',
      en: 'Work out how many documents you issue and compare each plan’s value per document.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          es: 'Cada servicio de Facturo (facturación electrónica, nómina, POS, salud, recepción de facturas, certificado digital y API) tiene sus propios planes. Lo que cambia entre un plan y otro es cuántos documentos incluye y, por eso, cuánto te cuesta cada documento.',
          en: 'Each Facturo service (invoicing, payroll, POS, health, received invoices, digital certificate and API) has its own plans. What changes from one plan to another is how many documents it includes and, therefore, what each document costs you.',
        },
      },
      { kind: 'heading', text: { es: 'Paso a paso', en: 'Step by step' } },
      {
        kind: 'steps',
        items: [
          {
            es: 'Revisa cuántas facturas, notas y documentos soporte emitiste en los últimos doce meses.',
            en: 'Check how many invoices, notes and support documents you issued in the last twelve months.',
          },
          {
            es: 'En la página de planes, elige el servicio y compara la línea «por documento» de cada tarjeta.',
            en: 'On the plans page, choose the service and compare the “per document” line on each card.',
          },
          {
            es: 'Escoge el plan que cubra tu volumen normal con algo de margen para tus meses de más ventas.',
            en: 'Pick the plan that covers your usual volume with some room for your busiest months.',
          },
        ],
      },
      {
        kind: 'tip',
        text: {
          es: 'Si un mes te pasas del cupo no se detiene tu facturación: cada documento adicional cuesta {{extraDocumentPrice}} y se cobra en tu siguiente factura.',
          en: 'If you go over your allowance one month, invoicing does not stop: each extra document costs {{extraDocumentPrice}} and is charged on your next invoice.',
        },
      },
    ],
  },
  {
    slug: 'comprar-un-plan',
    category: 'buying',
    title: { es: 'Cómo comprar un plan paso a paso', en: 'How to buy a plan, step by step' },
    summary: {
      es: 'Del carrito al pago: qué datos te pedimos y qué pasa después de pagar.',
      en: 'From the cart to the payment: what we ask for and what happens after you pay.',
    },
    body: [
      {
        kind: 'steps',
        items: [
          {
            es: 'En «Planes y precios», elige el servicio, la forma de pago (mensual o anual) y pulsa «Elegir plan». El plan queda en tu carrito.',
            en: 'On “Pricing”, choose the service, the payment cycle (monthly or annual) and press “Choose plan”. The plan goes into your cart.',
          },
          {
            es: 'En el carrito puedes cambiar el ciclo, agregar otros servicios o quitar los que no quieras. Verás el IVA de cada línea y el total en pesos.',
            en: 'In the cart you can switch the cycle, add other services or remove the ones you do not want. You will see each line’s VAT and the total in pesos.',
          },
          {
            es: 'Si aún no tienes cuenta, créala ahí mismo: te enviamos un código a tu correo para confirmarlo.',
            en: 'If you do not have an account yet, create it right there: we e-mail you a code to confirm it.',
          },
          {
            es: 'Completa los datos de facturación: tipo de contribuyente, documento (si es NIT calculamos el dígito de verificación), correo y dirección.',
            en: 'Fill in the billing information: taxpayer type, document (for a NIT we compute the check digit), e-mail and address.',
          },
          {
            es: 'Paga con tarjeta. Si el pago queda en proceso, la página se actualiza sola cuando la entidad lo confirma.',
            en: 'Pay by card. If the payment is in process, the page updates itself when the bank confirms it.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          es: 'Con el pago aprobado, el plan se activa de inmediato y la factura electrónica de tu compra aparece en «Facturación», dentro de tu cuenta.',
          en: 'Once the payment is approved, the plan is active at once and the electronic invoice for your purchase shows up under “Billing” in your account.',
        },
      },
      {
        kind: 'tip',
        text: {
          es: 'Si tu pago es rechazado, conservamos tus datos de facturación: solo tienes que intentarlo con otra tarjeta. Nunca se cobra dos veces la misma compra.',
          en: 'If your payment is declined, we keep your billing information: just try another card. The same purchase is never charged twice.',
        },
      },
    ],
  },
  {
    slug: 'pago-mensual-o-anual',
    category: 'buying',
    title: {
      es: 'Pago mensual o anual: ¿cuál te conviene?',
      en: 'Monthly or annual payment: which one suits you?',
    },
    summary: {
      es: 'El pago anual trae un ahorro que ves calculado en cada plan.',
      en: 'Annual payment brings a saving you can see worked out on each plan.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          es: 'Con el pago mensual pagas cada mes el precio del plan. Con el anual pagas doce meses de una vez y el precio es menor: la etiqueta «Ahorra» de cada plan te dice cuánto, comparado con doce pagos mensuales.',
          en: 'With monthly payment you pay the plan’s price every month. With annual payment you pay twelve months at once for less: the “Save” label on each plan tells you how much, compared with twelve monthly payments.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            es: 'Elige mensual si estás empezando o tu volumen cambia mucho.',
            en: 'Choose monthly if you are starting out or your volume changes a lot.',
          },
          {
            es: 'Elige anual si ya conoces tu volumen: ahorras y te olvidas de pagar cada mes.',
            en: 'Choose annual if you already know your volume: you save and stop paying every month.',
          },
          {
            es: 'El certificado digital se paga una sola vez por su vigencia de uno o dos años.',
            en: 'The digital certificate is paid once for its one- or two-year validity.',
          },
        ],
      },
    ],
  },
];
