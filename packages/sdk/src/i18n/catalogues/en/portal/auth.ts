/** Portal: sign-in screens. */
export const portalAuth = {
  authShowcaseTitle: 'Your electronic invoicing, in order and up to date',
  authPoint1: 'Issue invoices validated by the DIAN in seconds',
  authPoint2: 'Manage your plans, payments and invoices in one place',
  authPoint3: 'Get alerts before your numbering expires',
  authPoint4: 'Invite your accountant and your team with the right role',
  authResumeNote:
    'To go on with your sign-up, type your e-mail again: we will send a new code and you carry on where you were.',
} as const;
