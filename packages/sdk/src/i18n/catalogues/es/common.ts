import type { Catalogue } from '../catalogue.types';

/** Palabras comunes a todas las pantallas. */
export const common = {
  loading: 'Cargando…',
  retry: 'Intentar de nuevo',
  save: 'Guardar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  confirm: 'Confirmar',
  continue: 'Continuar',
  back: 'Volver',
  yes: 'Sí',
  no: 'No',
  optional: 'opcional',
} as const satisfies Catalogue['common'];
