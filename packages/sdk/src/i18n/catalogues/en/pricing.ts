/** Pricing table widget. */
export const pricing = {
  plansLabel: 'Plans',
  cycleLegend: 'Billing cycle',
  saveUpTo: 'Save up to {{percent}}%',
  recommended: 'Recommended',
  documentsPerYear_one: '{{documents}} document a year',
  documentsPerYear_other: '{{documents}} documents a year',
  oneTimePayment: 'one-time payment',
  annualOnly: 'Annual payment only',
  selectPlan: 'Choose plan',
  selectPlanMonthly: '{{action}} {{plan}}, paid monthly',
  selectPlanAnnual: '{{action}} {{plan}}, paid annually',
  featuresLabel: 'What the {{plan}} plan includes',
  loading: 'Loading plans…',
  errorTitle: 'We could not load the plans',
  emptyTitle: 'There are no plans for this service yet',
  emptyBody: 'Check back soon or contact us for a quote.',
} as const;
