import { Subscribable } from '@facturo/sdk/core';
import type { FacturoConfigInput } from './config.types';

// Nested objects are replaced as a whole: a captcha or payment block is only valid complete.
function merge(base: FacturoConfigInput, changes: FacturoConfigInput): FacturoConfigInput {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return Object.freeze(merged) as FacturoConfigInput;
}

/**
 * The page-wide configuration every widget starts from (`Facturo.configure`, the script tag's
 * `data-*` attributes). Widgets subscribe to it, so a later `configure` call re-renders them in place.
 * It only stores input; each widget validates the merged result with the sdk's `parseConfig`.
 */
export class ConfigStore extends Subscribable {
  #input: FacturoConfigInput = Object.freeze({});

  /** The merged input so far; the same object until `configure` changes it. */
  getSnapshot = (): FacturoConfigInput => this.#input;

  /** Merges `changes` over the current input; a key set to `undefined` goes back to its default. */
  configure(changes: FacturoConfigInput): void {
    this.#input = merge(this.#input, changes);
    this.notify();
  }

  /** Forgets every setting (tests, or a host that re-configures from scratch). */
  reset(): void {
    this.#input = Object.freeze({});
    this.notify();
  }
}

/** The configuration shared by every widget on the page. */
export const pageConfig = new ConfigStore();
