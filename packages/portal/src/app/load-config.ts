import {
  ConfigError,
  parseCommonConfig,
  type RuntimeConfig,
  type RuntimeConfigInput,
} from '@facturo/sdk/config';

/** Why the portal could not start; each reason has its own translated text (`portal.startup_<reason>`). */
export type StartupFailureReason = 'config_unreachable' | 'config_invalid' | 'unexpected';

/** A start-up failure: a reason for the visitor and details for whoever runs the deployment. */
export class StartupFailure extends Error {
  override readonly name = 'StartupFailure';
  constructor(
    readonly reason: StartupFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The configuration as written in `config.json` and as validated by the sdk. */
export interface LoadedConfig {
  input: RuntimeConfigInput;
  config: RuntimeConfig;
}

/**
 * Fetches `/config.json` (served next to the app, so one build runs in any environment) and validates
 * it as the sdk's `parseConfig` does: by hand (`parseCommonConfig`) when it can, so the first page
 * does not wait for the schema validator, else with `parseConfig` itself, downloaded then.
 * @throws {StartupFailure} `config_unreachable` when it cannot be fetched or is not JSON,
 * `config_invalid` when a field is wrong (the message lists every field to fix).
 */
export async function loadConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<LoadedConfig> {
  let input: unknown;
  try {
    // A plain GET, so the `<link rel="preload">` in index.html answers it (the server says no-cache).
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    input = await response.json();
  } catch (error) {
    throw new StartupFailure(
      'config_unreachable',
      `Could not load ${url} (${error instanceof Error ? error.message : String(error)}). Serve a config.json next to index.html; see packages/portal/README.md.`,
      { cause: error },
    );
  }
  try {
    const common = isRecord(input) ? parseCommonConfig(input) : undefined;
    const config = common ?? (await import('./full-config-parser')).parseConfig(input);
    return { input: input as RuntimeConfigInput, config };
  } catch (error) {
    if (error instanceof ConfigError) {
      throw new StartupFailure('config_invalid', `${url}: ${error.message}`, { cause: error });
    }
    throw error;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
