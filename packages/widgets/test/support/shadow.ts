import { waitFor, within } from '@testing-library/react';

/**
 * Testing Library queries scoped to a widget inside an element's shadow root. Waits for the widget's
 * root (its code loads lazily) and queries from it: Testing Library cannot print a ShadowRoot.
 */
export async function shadowView(element: Element) {
  // The first element of a test file waits for React and the widget to be transformed on demand,
  // which on a loaded machine takes longer than Testing Library's default second.
  const root = await waitFor(
    () => {
      const found = element.shadowRoot?.querySelector('[data-facturo-widget]');
      if (!found) throw new Error(`<${element.localName}> has not rendered yet`);
      return found as HTMLElement;
    },
    { timeout: 10_000 },
  );
  return within(root);
}

/** Puts `html` in the body and returns its first element with queries into its shadow root. */
export async function mountElement(html: string) {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild as HTMLElement;
  return { element, view: await shadowView(element) };
}
