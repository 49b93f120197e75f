/** Portal: sign-in screens. */
export const portalAuth = {
  authShowcaseTitle: 'Your electronic invoicing, in order and up to date',
  authPoint1: 'Issue invoices validated by the DIAN in seconds',
  authPoint2: 'Manage your plans, payments and invoices in one place',
  authPoint3: 'Get alerts before your numbering expires',
  authPoint4: 'Invite your accountant and your team with the right role',
} as const;
