import { safeParse, type z } from 'zod/mini';
import type { Translate, TranslationValues } from '../i18n/i18n';
import { isMessageKey, type ValidationMessageKey } from './messages';

/** Field errors keyed by dotted path (`billingInfo.email`, `items.0.planId`); `_` holds form-level errors. */
export type FieldErrors = Record<string, string[]>;

type Issue = z.core.$ZodIssue;

// zod's own issues (when a schema did not name a key) map to the closest catalogue message.
// Telling "required" from "wrong type" needs the input, which zod only keeps when parsing with
// `{ reportInput: true }` (as `validate` does; parse that way wherever issues get translated):
// without it every wrong type would read as "required".
function defaultKey(issue: Issue): ValidationMessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'validation.required'
        : 'validation.invalidType';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? 'validation.minLength'
        : 'validation.between';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? 'validation.maxLength'
        : 'validation.between';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.email';
      if (issue.format === 'url') return 'validation.url';
      return 'validation.regex';
    case 'invalid_value':
      return 'validation.oneOf';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
    case 'custom':
      return 'validation.invalid';
  }
}

function issueValues(issue: Issue): TranslationValues {
  const values: TranslationValues = {};
  if ('minimum' in issue) values.min = issue.minimum as number | bigint;
  if ('maximum' in issue) values.max = issue.maximum as number | bigint;
  if ('params' in issue && issue.params) Object.assign(values, issue.params);
  return values;
}

/** The translated text of one zod issue. */
export function translateIssue(issue: Issue, t: Translate): string {
  const key = isMessageKey(issue.message) ? issue.message : defaultKey(issue);
  return t(key, issueValues(issue));
}

/** Dotted path of an issue (`items.0.planId`); `_` for the whole value. */
export function issuePath(issue: Pick<Issue, 'path'>): string {
  return issue.path.length === 0 ? '_' : issue.path.map(String).join('.');
}

/**
 * Groups zod issues by field and translates them.
 * @example
 * const result = z.safeParse(schema, form);
 * if (!result.success) showErrors(translateIssues(result.error.issues, i18n.t));
 */
export function translateIssues(issues: readonly Issue[], t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => {
    const messages = errors[path] ?? [];
    if (!messages.includes(message)) messages.push(message);
    errors[path] = messages;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(issuePath({ path: [...issue.path, key] }), translateIssue(issue, t));
    } else {
      add(issuePath(issue), translateIssue(issue, t));
    }
  }
  return errors;
}

/** The outcome of {@link validate}. */
export type ValidationResult<T> = { success: true; data: T } | { success: false; fieldErrors: FieldErrors };

/** Parses `value` with `schema` and returns its data or translated field errors. */
export function validate<Schema extends z.core.$ZodType>(
  schema: Schema,
  value: unknown,
  t: Translate,
): ValidationResult<z.output<Schema>> {
  // reportInput lets translateIssues tell a missing value ("required") from a wrong one.
  const result = safeParse(schema, value, { reportInput: true });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, fieldErrors: translateIssues(result.error.issues, t) };
}
