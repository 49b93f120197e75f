import type { Catalogue } from '../catalogue.types';

/** Los medios de pago guardados (tarjetas para las renovaciones automáticas) en el widget de suscripciones. */
export const cards = {
  title: 'Medios de pago',
  subtitle:
    'Cobramos cada renovación a la tarjeta predeterminada en su fecha de vencimiento; si el cobro falla, lo intentamos de nuevo 2 y 4 días después.',
  loading: 'Cargando tus tarjetas…',
  errorTitle: 'No pudimos cargar tus tarjetas',
  empty: 'Aún no tienes tarjetas guardadas: tus renovaciones se pagan a mano.',
  listLabel: 'Tarjetas guardadas',
  readOnly:
    'Solo los propietarios, administradores y el equipo de facturación pueden cambiar los medios de pago.',
  card: '{{brand}} terminada en {{lastFour}}',
  expires: 'Vence {{month}}/{{year}}',
  isDefault: 'Predeterminada',
  makeDefault: 'Usar como predeterminada',
  remove: 'Eliminar',
  removeTitle: '¿Eliminar la tarjeta {{card}}?',
  removeBody:
    'Dejaremos de cobrarle las renovaciones. Si es la única tarjeta, las próximas facturas tendrás que pagarlas a mano.',
  removeConfirm: 'Sí, eliminar la tarjeta',
  removeKeep: 'Conservarla',
  add: 'Agregar tarjeta',
  addTitle: 'Agregar una tarjeta',
  addBody:
    'No te cobramos nada ahora: la pasarela de pagos guarda la tarjeta para cobrar tus renovaciones. Nosotros nunca vemos su número completo.',
  save: 'Guardar tarjeta',
  addCancel: 'Cancelar',
  added: 'Listo: guardamos la tarjeta {{card}}.',
  defaultChanged: 'Listo: la tarjeta {{card}} es ahora la predeterminada.',
  removed: 'Listo: eliminamos la tarjeta {{card}}.',
} as const satisfies Catalogue['cards'];
