import type { UserData } from '@facturo/sdk/session';

/** The name and e-mail of the signed-in user as menus show them. */
export function userSummary(userData: UserData | null): { name: string; email: string } {
  const data = (userData ?? {}) as { firstName?: string; firstSurname?: string; email?: string };
  const name = [data.firstName, data.firstSurname].filter(Boolean).join(' ');
  return { name: name || data.email || '', email: data.email ?? '' };
}
