/** Hosted portal pages. */
export const portal = {} as const;
