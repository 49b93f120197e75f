import { act } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderPortal } from '../support/render-portal';

const api = {
  'GET /services': () => ({ body: { items: [] } }),
  'GET /plans': () => ({ body: { items: [] } }),
};

/** A stand-in for the browser's `IntersectionObserver` that the test moves into view. */
function watchScrolling() {
  const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    observers,
    comeNear: () =>
      act(() => {
        for (const { callback } of observers)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the landing page’s forms load as the visitor nears them', () => {
  test('not before: the hero and the plans come without their code', async () => {
    const scrolling = watchScrolling();
    const view = await renderPortal({ path: '/landing-page', config: { justLandingPage: true }, api });
    await view.findByRole('heading', { level: 1, name: /Factura electrónica sin enredos/ });
    await view.findByRole('heading', { level: 2, name: 'Lo que nos preguntan antes de empezar' });
    expect(view.queryByRole('form', { name: 'Envíanos un mensaje' })).toBeNull();
    expect(scrolling.observers.map((observer) => observer.margin)).toEqual(['1200px 0px']);

    await scrolling.comeNear();
    expect(await view.findByRole('form', { name: 'Envíanos un mensaje' })).toBeTruthy();
  });

  test('at once for an address that names the contact form', async () => {
    watchScrolling();
    const view = await renderPortal({
      path: '/landing-page#contact',
      config: { justLandingPage: true },
      api,
    });
    expect(await view.findByRole('form', { name: 'Envíanos un mensaje' })).toBeTruthy();
  });
});
