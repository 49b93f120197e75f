import * as z from 'zod/mini';
import { apiUrlExpectation, DEFAULT_API_VERSION, DEV_API_BASE_URL, httpUrlPath } from './api-url';
import { ConfigError, type ConfigProblem } from './config-error';
import { type RuntimeConfig, runtimeConfigInputSchema } from './config-schema';

export { ConfigError };

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
  // An invalid apiVersion is reported on its own; the URLs are then held to the default version.
  const version = z.safeParse(runtimeConfigInputSchema.shape.apiVersion, raw.apiVersion);
  problems.push(...apiPathProblems(raw, version.success ? version.data : DEFAULT_API_VERSION));
  if (!result.success || problems.length > 0) throw new ConfigError(problems);

  const apiBaseUrl = stripTrailingSlash(result.data.apiBaseUrl ?? DEV_API_BASE_URL);
  return {
    ...result.data,
    apiBaseUrl,
    authUrl: stripTrailingSlash(result.data.authUrl ?? apiBaseUrl),
  };
}

// A URL for another API version than `apiVersion` would fail on every request with a confusing 404.
function apiPathProblems(raw: Record<string, unknown>, version: string): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const field of ['apiBaseUrl', 'authUrl'] as const) {
    const value = raw[field];
    const path = typeof value === 'string' ? httpUrlPath(value) : undefined;
    if (path === undefined || stripTrailingSlash(path).endsWith(`/api/${version}`)) continue;
    problems.push({ path: field, expected: `${apiUrlExpectation(version)} (got the path ${path})` });
  }
  return problems;
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
