import type { Catalogue } from '../catalogue.types';

/** Widget de tabla de precios. */
export const pricing = {
  plansLabel: 'Planes',
  cycleLegend: 'Forma de pago',
  saveUpTo: 'Ahorra hasta {{percent}} %',
  recommended: 'Recomendado',
  documentsPerYear_one: '{{documents}} documento al año',
  documentsPerYear_other: '{{documents}} documentos al año',
  oneTimePayment: 'pago único',
  annualOnly: 'Solo pago anual',
  selectPlan: 'Elegir plan',
  selectPlanMonthly: '{{action}} {{plan}}, pago mensual',
  selectPlanAnnual: '{{action}} {{plan}}, pago anual',
  featuresLabel: 'Lo que incluye el plan {{plan}}',
  loading: 'Cargando planes…',
  errorTitle: 'No pudimos cargar los planes',
  emptyTitle: 'Todavía no hay planes para este servicio',
  emptyBody: 'Vuelve pronto o escríbenos para pedir una cotización.',
} as const satisfies Catalogue['pricing'];
