import { render, waitFor } from '@testing-library/react';
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

/** Renders like Testing Library's `render`, then waits until the widgets show their content. */
export async function renderWidget(ui: ReactElement) {
  const view = render(ui);
  await waitForWidgets();
  return {
    ...view,
    /** `rerender` that also waits for texts of a new locale to arrive. */
    rerender: async (next: ReactElement) => {
      view.rerender(next);
      await waitForWidgets();
    },
  };
}
