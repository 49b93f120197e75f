/** Pricing table widget. */
export const pricing = {} as const;
