import type { KeyValueStorage } from '@facturo/sdk/core';

/**
 * A view of `storage` where every key carries `prefix`. Widgets keep the session and the cart of each
 * API apart (`facturo:https://api.facturo.co/api/v1:accessToken`), so two APIs on one page never mix.
 */
export function scopedStorage(storage: KeyValueStorage, prefix: string): KeyValueStorage {
  return {
    getItem: (key) => storage.getItem(`${prefix}${key}`),
    setItem: (key, value) => storage.setItem(`${prefix}${key}`, value),
    removeItem: (key) => storage.removeItem(`${prefix}${key}`),
  };
}

/** The key prefix of one API's data in page storage. */
export function storagePrefix(apiBaseUrl: string): string {
  return `facturo:${apiBaseUrl}:`;
}
