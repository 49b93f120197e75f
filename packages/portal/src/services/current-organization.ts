import { defaultStorage, type KeyValueStorage, Subscribable } from '@facturo/sdk/core';

const STORAGE_KEY = 'facturo-current-organization';

/**
 * The organization the full app is working in (menus, `/organizations/{tab}`, the overview). Kept
 * in local storage so it survives a reload; any page can change it and every subscriber follows.
 */
export class CurrentOrganization extends Subscribable {
  readonly #storage: KeyValueStorage;
  #id: string | null;

  constructor(storage: KeyValueStorage = defaultStorage()) {
    super();
    this.#storage = storage;
    this.#id = storage.getItem(STORAGE_KEY);
  }

  /** The chosen organization's id, or `null` before any choice. */
  getSnapshot = (): string | null => this.#id;

  /** Chooses an organization (`null` forgets the choice, e.g. after leaving it). */
  set(id: string | null): void {
    if (id === this.#id) return;
    this.#id = id;
    if (id) this.#storage.setItem(STORAGE_KEY, id);
    else this.#storage.removeItem(STORAGE_KEY);
    this.notify();
  }
}
