/** Words shared by every screen. */
export const common = {
  loading: 'Loading…',
  retry: 'Try again',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  confirm: 'Confirm',
  continue: 'Continue',
  back: 'Back',
  yes: 'Yes',
  no: 'No',
  optional: 'optional',
} as const;
