import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a test run transforms its modules; on a busy two-core machine that can take
// longer than Testing Library's 1 s wait.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
