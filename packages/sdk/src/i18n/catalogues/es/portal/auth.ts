/** Portal: pantallas de ingreso. */
export const portalAuth = {
  authShowcaseTitle: 'Tu facturación electrónica, en orden y al día',
  authPoint1: 'Emite facturas validadas por la DIAN en segundos',
  authPoint2: 'Controla tus planes, pagos y facturas en un solo lugar',
  authPoint3: 'Recibe alertas antes de que venza tu numeración',
  authPoint4: 'Invita a tu contador y a tu equipo con el rol justo',
} as const;
