import { validate } from '@facturo/sdk/validation';
import type * as z from 'zod/mini';

/** Thrown when the API answers with something other than what the contract says (a proxy page, an old API). */
export class ResponseFormatError extends Error {
  override readonly name = 'ResponseFormatError';
}

/**
 * `body` checked against the sdk's schema for `request`. A mismatch is a deployment problem, not the
 * visitor's: it throws with a message for developers (visitors see the generic error text).
 */
export function parseResponse<Schema extends z.ZodMiniType>(
  schema: Schema,
  body: unknown,
  request: string,
): z.output<Schema> {
  const result = validate(schema, body, (key) => key);
  if (result.success) return result.data as z.output<Schema>;
  const fields = Object.keys(result.fieldErrors).slice(0, 5).join(', ');
  throw new ResponseFormatError(
    `${request} answered in an unexpected shape (${fields}); check that api-base points at a Facturo API of the same version as the widgets.`,
  );
}
