/**
 * A form's values as a request body: blank optional texts left out (an empty phone is "no phone",
 * not an invalid one), everything else as typed.
 */
export function withoutBlanks<Values extends Record<string, unknown>>(values: Values): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
  ) as Partial<Values>;
}
