/** Portal: an organization's saved payment methods (cards for automatic renewals). */
export const portalPaymentMethods = {
  paymentMethodsTitle: 'Payment methods',
  paymentMethodsSubtitle:
    'Each renewal is charged to the default card on its due date; if that fails, we try again 2 and 4 days later.',
  noPaymentMethodsTitle: 'No saved cards',
  noPaymentMethodsBody:
    'When you pay, tick "Save this card for future payments and automatic renewals" and it will show here.',
  paymentMethodCard: '{{brand}} ending in {{lastFour}}',
  paymentMethodExpires: 'Expires {{month}}/{{year}}',
  paymentMethodDefault: 'Default',
  paymentMethodMakeDefault: 'Make default',
  paymentMethodRemove: 'Remove',
  paymentMethodRemoveTitle: 'Remove the card {{card}}?',
  paymentMethodRemoveBody:
    'Renewals will no longer be charged to it. If it is the only card, you will pay the next invoices by hand.',
  paymentMethodDefaultNotice: 'The card {{card}} is now the default.',
  paymentMethodRemovedNotice: 'We removed the card {{card}}.',
  paymentMethodAdd: 'Add card',
  paymentMethodAddedNotice: 'We saved the card {{card}}.',
  paymentMethodsReadOnly: 'Only owners, admins and the billing team can change the payment methods.',
} as const;
