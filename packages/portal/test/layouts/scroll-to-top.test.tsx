import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderPortal } from '../support/render-portal';

describe('the scroll-to-top button', () => {
  test.each([
    [150, false],
    [201, true],
  ])('after %i px it is shown: %s; it glides to the top', async (scrolled, shown) => {
    await renderPortal({ path: '/front-pages/help-center' });
    await screen.findByRole('heading', { level: 1, name: '¿En qué te podemos ayudar?' });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: scrolled });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const button = screen.getByRole('button', { name: 'Volver arriba', hidden: true });
    expect(button.hasAttribute('inert')).toBe(!shown);
    if (shown) {
      vi.mocked(window.scrollTo).mockClear();
      fireEvent.click(button);
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    }
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
