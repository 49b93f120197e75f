/** Chrome shared by every widget (loading, empty and error states, demo badge). */
export const widgets = {
  configErrorTitle: 'This content is not available right now',
  configErrorBody:
    'Something on this page is not set up correctly. If you manage this site, the browser console says what to fix.',
  demoNote: 'Sample data',
} as const;
