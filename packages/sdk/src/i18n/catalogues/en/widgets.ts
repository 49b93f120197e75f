/** Chrome shared by every widget (loading, empty and error states, demo badge). */
export const widgets = {} as const;
