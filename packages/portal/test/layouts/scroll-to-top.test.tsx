import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
    // Scrolled until the button answers: on a busy machine its listener may attach after the page's
    // heading shows, and a scroll before that goes unheard (as it would in a browser).
    await waitFor(() => {
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(screen.getByRole('button', { name: 'Volver arriba', hidden: true }).hasAttribute('inert')).toBe(
        !shown,
      );
    });
    const button = screen.getByRole('button', { name: 'Volver arriba', hidden: true });
    if (shown) {
      vi.mocked(window.scrollTo).mockClear();
      fireEvent.click(button);
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    }
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
