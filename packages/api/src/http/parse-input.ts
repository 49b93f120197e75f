import { camelizeKeys } from '@facturo/sdk/http';
import type { Translate } from '@facturo/sdk/i18n';
import { translateIssues } from '@facturo/sdk/validation';
import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { safeParse } from 'zod/mini';
import { ApiProblem } from './api-problem';
import type { AppEnv } from './app-env';

/** Any zod (mini) schema: what a route validates its params, query and body with. */
export type Schema = z.core.$ZodType;

/** Deepest JSON nesting a body may have; real payloads stay far below it. */
export const MAX_BODY_DEPTH = 32;

/**
 * `true` when `value` nests objects/arrays deeper than `limit`, or holds a NUL character (which no
 * field needs and PostgreSQL cannot store in text). Checked without recursion.
 */
export function unreadableJson(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length) {
    const item = stack.pop() as { value: unknown; depth: number };
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return true;
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= limit) return true;
    for (const [key, child] of Object.entries(item.value)) {
      if (key.includes('\u0000')) return true;
      stack.push({ value: child, depth: item.depth + 1 });
    }
  }
  return false;
}

/** Validates camelCase input with a schema; failures become `status` `validation_failed`. */
export function validateInput<S extends Schema>(
  schema: S,
  value: unknown,
  t: Translate,
  status: 400 | 422,
): unknown {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  throw new ApiProblem(status, 'validation_failed', { fieldErrors: translateIssues(result.error.issues, t) });
}

/** Path parameters, camelized. */
export function readParams(c: Context<AppEnv>): Record<string, string> {
  return camelizeKeys(c.req.param() as Record<string, string>) as Record<string, string>;
}

const withoutNul = (value: string) => value.replaceAll('\u0000', '');

/** Query parameters, camelized; a repeated key becomes an array. */
export function readQuery(c: Context<AppEnv>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    // NUL never means anything in a query; dropping it keeps it away from PostgreSQL.
    const clean = values.map(withoutNul);
    out[withoutNul(key)] = clean.length === 1 ? (clean[0] as string) : clean;
  }
  return camelizeKeys(out) as Record<string, string | string[]>;
}

/**
 * The JSON body, camelized. An empty body reads as `undefined` (the schema then says what is
 * missing); anything but JSON, JSON nested absurdly deep or carrying NUL characters, is a 400.
 */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/([a-z.+-]*\+)?json\b/i.test(type.trim())) {
    throw new ApiProblem(415, 'unsupported_media_type');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiProblem(400, 'invalid_json');
  }
  if (unreadableJson(parsed, MAX_BODY_DEPTH)) throw new ApiProblem(400, 'invalid_json');
  return camelizeKeys(parsed);
}
