/** Invoice list widget. */
export const invoices = {} as const;
