import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { pageConfig } from '../../src/runtime/core/config/config-store';
import { connections } from '../../src/runtime/core/connection/connections';
import { queryCache } from '../../src/runtime/core/data/query-cache';

// Widgets load their sections lazily, and the first import of a chunk in a test run can take
// several seconds on a busy two-core machine (every project's workers transform at once): waiting
// for what a user would see gets 10 s (the test timeout is 15 s), not Testing Library's 1 s.
configure({ asyncUtilTimeout: 10_000 });

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
