/** The PostgreSQL SQLSTATE of a database error, when it is one (`23505` for a unique violation). */
export function sqlState(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * `true` when `error` is a unique violation, of the named index or constraint when one is given.
 * @example if (isUniqueViolation(error, 'subscriptions_held_service_key')) throw conflict('plan_already_owned');
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (sqlState(error) !== '23505') return false;
  return constraint === undefined || (error as { constraint?: unknown }).constraint === constraint;
}
