/** Login, registration and password-recovery widget. */
export const login = {} as const;
