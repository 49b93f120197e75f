/** Confirmations and neutral answers shown after an action. */
export const success = {
  changes_saved: 'Changes saved correctly.',
  email_sent: 'Email sent successfully.',
  contact_soon: 'We will contact you soon.',
  password_reset_requested: 'If the email exists, you will receive a reset link.',
} as const;
