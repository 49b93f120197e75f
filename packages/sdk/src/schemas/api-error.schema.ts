/**
 * The error body every reference-API failure has (camelCase here, snake_case on the wire).
 * @module
 */
import * as z from 'zod/mini';

/**
 * `{ code, message, fieldErrors, retryAfterSeconds? }`: `code` is a stable catalogue key
 * (`errors.<code>`), `message` is already in the request's language, `fieldErrors` maps dotted
 * field paths to messages (`_` for the whole request), and `retryAfterSeconds` comes with 429s.
 */
export const apiErrorBodySchema = z.object({
  code: z.string().check(z.regex(/^[a-z0-9_]{1,64}$/)),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())),
  retryAfterSeconds: z.optional(z.int().check(z.minimum(1))),
});

/** An error body as the client reads it. */
export type ApiErrorBody = z.output<typeof apiErrorBodySchema>;
