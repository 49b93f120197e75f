/**
 * Field building blocks shared by the domain schemas (plans, taxpayers, addresses), in the style of
 * `validation/rules.ts`: every message is a `validation.*` key.
 * @module
 */
import * as z from 'zod/mini';
import { messageKey } from '../validation/messages';

/**
 * An `error` map: a missing value reads "required", anything else `otherwise`. zod drops the input from
 * the issues it returns, so `translateIssues` alone cannot tell "missing" from "wrong type"; schemas
 * decide here, where the input is still known.
 */
export const missingOr =
  (otherwise: 'validation.invalidType' | 'validation.oneOf' | 'validation.integer') =>
  (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? 'validation.required' : otherwise;

/** One of `values`; a missing value is reported as required, any other as "choose an option". */
export const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: missingOr('validation.oneOf') });

/** A string that must be present (not trimmed or otherwise changed). */
export const presentString = () => z.string({ error: missingOr('validation.invalidType') });

/** A `true`/`false` answer. */
export const flag = () => z.boolean({ error: missingOr('validation.invalidType') });

/** A whole number ≥ `min`. */
export const wholeNumber = (min: number) =>
  z
    .int({
      error: (issue) =>
        missingOr(typeof issue.input === 'number' ? 'validation.integer' : 'validation.invalidType')(issue),
    })
    .check(z.minimum(min, messageKey('validation.minValue')));
