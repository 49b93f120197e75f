/** Portal: los medios de pago guardados de una organización (tarjetas para renovaciones automáticas). */
export const portalPaymentMethods = {
  paymentMethodsTitle: 'Medios de pago',
  paymentMethodsSubtitle:
    'Cobramos cada renovación a la tarjeta predeterminada en su fecha de vencimiento; si falla, lo intentamos de nuevo 2 y 4 días después.',
  noPaymentMethodsTitle: 'No hay tarjetas guardadas',
  noPaymentMethodsBody:
    'Cuando pagues, marca «Guardar esta tarjeta para próximos pagos y renovaciones automáticas» y aparecerá aquí.',
  paymentMethodCard: '{{brand}} terminada en {{lastFour}}',
  paymentMethodExpires: 'Vence {{month}}/{{year}}',
  paymentMethodDefault: 'Predeterminada',
  paymentMethodMakeDefault: 'Usar como predeterminada',
  paymentMethodRemove: 'Eliminar',
  paymentMethodRemoveTitle: '¿Eliminar la tarjeta {{card}}?',
  paymentMethodRemoveBody:
    'Dejaremos de cobrarle las renovaciones. Si es la única tarjeta, las próximas facturas tendrás que pagarlas a mano.',
  paymentMethodDefaultNotice: 'La tarjeta {{card}} es ahora la predeterminada.',
  paymentMethodRemovedNotice: 'Eliminamos la tarjeta {{card}}.',
  paymentMethodAdd: 'Agregar tarjeta',
  paymentMethodAddedNotice: 'Guardamos la tarjeta {{card}}.',
  paymentMethodsReadOnly:
    'Solo los propietarios, administradores y el equipo de facturación pueden cambiar los medios de pago.',
} as const;
