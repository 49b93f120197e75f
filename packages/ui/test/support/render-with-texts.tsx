import { createI18n, type I18n } from '@facturo/sdk/i18n';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UiTextsContext } from '../../src/texts/ui-texts';

/** An i18n in `locale` with the sdk's catalogues (es by default), as an app would have. */
export function testI18n(locale: 'es' | 'en' = 'es'): I18n {
  return createI18n({ locale, document: null });
}

/** Renders `node` with the kit's texts from `i18n`, as the portal and the widgets provide them. */
export function renderWithTexts(node: ReactNode, i18n: I18n = testI18n()) {
  const texts = { t: i18n.t, describeError: (error: unknown) => `No se pudo: ${String(error)}` };
  // A wrapper, not a parent: `rerender` keeps the texts around the new node.
  return render(node, {
    wrapper: ({ children }) => <UiTextsContext value={texts}>{children}</UiTextsContext>,
  });
}

/** What a screen reader reads as a control's description: the texts its `aria-describedby` names. */
export function descriptionOf(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
