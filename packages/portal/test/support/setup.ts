import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages load lazily, and the first import of a chunk in a test run can take several seconds on a
// busy two-core machine (every project's workers transform at once); the test timeout is 20 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what a browser gives every page: media queries, scrolling, modal dialogs. (A test that
// runs in Node, `@vitest-environment node`, has no page to complete.)
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }),
  });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  if (!HTMLDialogElement.prototype.showModal) {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
}

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  vi.restoreAllMocks();
});
