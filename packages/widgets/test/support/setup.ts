import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { pageConfig } from '../../src/runtime/core/config/config-store';
import { connections } from '../../src/runtime/core/connection/connections';
import { queryCache } from '../../src/runtime/core/data/query-cache';

// Every test starts from an empty page: no configuration, sessions, connections, cached data or storage.
afterEach(() => {
  cleanup();
  pageConfig.reset();
  connections.reset();
  queryCache.clear();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
