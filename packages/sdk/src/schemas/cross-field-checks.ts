import * as z from 'zod/mini';
import type { TranslationValues } from '../i18n/i18n';
import type { ValidationMessageKey } from '../validation/messages';

/** One problem found by a {@link crossFieldCheck} rule, reported on the field the user has to change. */
export interface CrossFieldIssue<T> {
  /** The field that carries the message (the form shows it there). */
  field: keyof T & string;
  /** A `validation.*` key, translated by `translateIssues`. */
  message: ValidationMessageKey;
  /** Values interpolated into the message. */
  params?: TranslationValues;
}

/**
 * A rule over several fields of an object schema (a NIT and its check digit, a municipality and its
 * department). zod skips object-level checks once any field failed; this one runs as soon as the
 * fields it `reads` parsed cleanly, so a form shows cross-field errors together with the others
 * instead of one round later. A field that already failed its own rule is not reported again.
 * @param reads The fields the rule looks at; if one of them failed, the rule is skipped.
 * @param rule Returns the issues found (an empty array when the value is fine).
 */
export function crossFieldCheck<T extends object>(
  reads: readonly (keyof T & string)[],
  rule: (value: T) => CrossFieldIssue<T>[],
): z.core.$ZodCheck<T> {
  return z.superRefine<T>(
    (value, context) => {
      // A field that failed its own rule keeps that one message (the rule may see it again).
      const failed = new Set(context.issues.map((issue) => issue.path?.[0]));
      for (const issue of rule(value)) {
        if (failed.has(issue.field)) continue;
        context.addIssue({
          code: 'custom',
          message: issue.message,
          path: [issue.field],
          input: value[issue.field],
          ...(issue.params ? { params: issue.params } : {}),
        });
      }
    },
    {
      // A root-level issue (not an object at all) has an empty path: skip then too.
      when: (payload) =>
        !payload.issues.some((issue) => {
          const field = issue.path?.[0];
          return field === undefined || reads.includes(field as keyof T & string);
        }),
    },
  );
}
