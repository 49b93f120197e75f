import * as z from 'zod/mini';
import { DEV_API_BASE_URL, type RuntimeConfig, runtimeConfigInputSchema } from './config-schema';

/** One invalid configuration field: where it is and what it should be. */
export interface ConfigProblem {
  /** Dotted path of the field, e.g. `payment.publicKey`. */
  path: string;
  /** What the field must hold. */
  expected: string;
}

/** Thrown by {@link parseConfig}; lists every bad field at once so one fix cycle is enough. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(readonly problems: readonly ConfigProblem[]) {
    super(
      `Invalid Facturo configuration. Fix these fields:\n${problems
        .map((problem) => `  - ${problem.path || '(root)'}: expected ${problem.expected}`)
        .join('\n')}`,
    );
  }
}

const stripTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Validates the runtime configuration and fills in defaults.
 *
 * @throws {ConfigError} listing every invalid field with its path and what is expected.
 * @example
 * const config = parseConfig({ apiBaseUrl: 'https://api.facturo.co/api/v1', environment: 'prod' });
 */
export function parseConfig(input: unknown): RuntimeConfig {
  const result = z.safeParse(runtimeConfigInputSchema, input ?? {});
  const problems: ConfigProblem[] = result.success ? [] : result.error.issues.flatMap(toProblems);
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (raw.environment === 'prod' && raw.apiBaseUrl === undefined) {
    problems.push({
      path: 'apiBaseUrl',
      expected: 'the API URL, required in production, for example https://api.facturo.co/api/v1',
    });
  }
  if (!result.success || problems.length > 0) throw new ConfigError(problems);

  const apiBaseUrl = stripTrailingSlash(result.data.apiBaseUrl ?? DEV_API_BASE_URL);
  return {
    ...result.data,
    apiBaseUrl,
    authUrl: stripTrailingSlash(result.data.authUrl ?? apiBaseUrl),
  };
}

function toProblems(issue: z.core.$ZodIssue): ConfigProblem[] {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    // A misspelt key would otherwise be dropped silently and its default used instead.
    return issue.keys.map((key) => ({
      path: path ? `${path}.${key}` : key,
      expected: 'no such field (check its spelling)',
    }));
  }
  return [{ path, expected: issue.message }];
}
