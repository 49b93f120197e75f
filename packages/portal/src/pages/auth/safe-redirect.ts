/**
 * The `to` query of a login as a path inside the portal, or `null` when it is missing or points
 * elsewhere (`//evil.example`, `https://…`): a login link must never become an open redirect.
 */
export function safeRedirectPath(to: string | null): string | null {
  if (!to?.startsWith('/') || to.startsWith('//') || to.includes('\\')) return null;
  return to;
}
