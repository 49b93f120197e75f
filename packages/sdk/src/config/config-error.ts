/**
 * The error `parseConfig` throws. Its own module so that code which only reports configuration
 * problems (the widgets' attribute checks) does not pull the schema's validator in.
 * @module
 */

/** One invalid configuration field: where it is and what it should be. */
export interface ConfigProblem {
  /** Dotted path of the field, e.g. `payment.publicKey`. */
  path: string;
  /** What the field must hold. */
  expected: string;
}

/** Thrown by `parseConfig`; lists every bad field at once so one fix cycle is enough. */
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
