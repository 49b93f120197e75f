import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';

function pendingIn(root: ParentNode): boolean {
  if (root.querySelector('[data-facturo-pending]')) return true;
  for (const widget of root.querySelectorAll('[data-facturo-widget][data-text-locale]')) {
    if (widget.getAttribute('data-text-locale') !== widget.getAttribute('lang')) return true;
  }
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot && pendingIn(element.shadowRoot)) return true;
  }
  return false;
}

/** Resolves once every widget on the page has its texts (they download as small chunks). */
export async function waitForWidgets(): Promise<void> {
  await waitFor(() => {
    if (pendingIn(document)) throw new Error('A widget is still loading its texts.');
  });
}

/**
 * Renders like Testing Library's `render`, inside an awaited `act`, then waits until the widgets show
 * their content. Its `render` alone is a synchronous `act`: a widget that suspends there (its texts
 * not downloaded yet in this worker's shared module graph) has React park the retry in that `act`'s
 * queue, which nothing flushes — React warns "suspended inside an `act` scope, but the `act` call was
 * not awaited" and the widget stays in its loading state (a flaky `A widget is still loading its
 * texts` 10 s later, passing on retry once the texts were cached).
 */
export async function renderWidget(ui: ReactElement) {
  const view = await act(async () => render(ui));
  await waitForWidgets();
  return {
    ...view,
    /** `rerender` that also waits for texts of a new locale to arrive. */
    rerender: async (next: ReactElement) => {
      await act(async () => view.rerender(next));
      await waitForWidgets();
    },
  };
}
