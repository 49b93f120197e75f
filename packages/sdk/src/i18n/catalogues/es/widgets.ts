import type { Catalogue } from '../catalogue.types';

/** Elementos comunes a todos los widgets (carga, estados vacíos y de error, modo demo). */
export const widgets = {
  configErrorTitle: 'Este contenido no está disponible en este momento',
  configErrorBody:
    'Algo en esta página no está bien configurado. Si administras el sitio, la consola del navegador te dice qué corregir.',
  demoNote: 'Datos de ejemplo',
} as const satisfies Catalogue['widgets'];
