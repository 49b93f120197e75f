/** Checkout widget: bag, billing information, payment and result. */
export const checkout = {} as const;
