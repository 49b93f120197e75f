import { safeParse } from 'zod/mini';
import type { AnyEndpoint } from '../endpoints/endpoint';

/**
 * Thrown when the API answers with something other than what the contract says (a proxy page, an
 * API of another version). A deployment problem, not the visitor's: the message is for developers,
 * and user interfaces show their generic error text.
 */
export class ResponseFormatError extends Error {
  override readonly name = 'ResponseFormatError';
}

/** The answer parsed by the endpoint's response schema, or a {@link ResponseFormatError}. */
export async function checkAnswer(endpoint: AnyEndpoint, answer: unknown): Promise<unknown> {
  if (!endpoint.response) return answer;
  const schema = await endpoint.response.load();
  const result = safeParse(schema, answer);
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)'))]
    .slice(0, 5)
    .join(', ');
  throw new ResponseFormatError(
    `${endpoint.method} ${endpoint.path} (${endpoint.operationId}) answered in an unexpected shape (${fields}); check that the API base URL points at a Facturo API of the same version.`,
  );
}
