/** Saved cards ("Payment methods", for automatic renewals) in the subscription manager widget. */
export const cards = {
  title: 'Payment methods',
  subtitle:
    'Each renewal is charged to the default card on its due date; if the charge fails, we try again 2 and 4 days later.',
  loading: 'Loading your cards…',
  errorTitle: 'We could not load your cards',
  empty: 'You have no saved cards yet: your renewals are paid by hand.',
  listLabel: 'Saved cards',
  readOnly: 'Only owners, admins and the billing team can change the payment methods.',
  card: '{{brand}} ending in {{lastFour}}',
  expires: 'Expires {{month}}/{{year}}',
  isDefault: 'Default',
  makeDefault: 'Make default',
  remove: 'Remove',
  removeTitle: 'Remove the card {{card}}?',
  removeBody:
    'Renewals will no longer be charged to it. If it is the only card, you will pay the next invoices by hand.',
  removeConfirm: 'Yes, remove the card',
  removeKeep: 'Keep it',
  add: 'Add card',
  addTitle: 'Add a card',
  addBody:
    'Nothing is charged now: the payment provider keeps the card to charge your renewals. We never see its full number.',
  save: 'Save card',
  addCancel: 'Cancel',
  added: 'Done: we saved the card {{card}}.',
  defaultChanged: 'Done: the card {{card}} is now the default.',
  removed: 'Done: we removed the card {{card}}.',
} as const;
