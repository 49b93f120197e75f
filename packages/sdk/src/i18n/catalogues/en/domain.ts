/** Colombian and billing domain terms: document types, taxpayer types, IVA labels, holidays, plan units. */
export const domain = {} as const;
