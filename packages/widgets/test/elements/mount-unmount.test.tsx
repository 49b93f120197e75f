import { waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import '../../src/elements';
import { parseConfig } from '@facturo/sdk';
import { pageConfig } from '../../src/runtime/config/config-store';
import { demoConnection } from '../../src/runtime/connection/connection-registry';
import { queryCache } from '../../src/runtime/data/query-cache';
import { liveWidgetRoots } from '../../src/runtime/elements/react-mount';

function fakeMatchMedia() {
  const listeners = new Set<() => void>();
  const list = {
    matches: false,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return listeners;
}

function countIntervals() {
  const open = new Set<unknown>();
  const realSet = globalThis.setInterval;
  const realClear = globalThis.clearInterval;
  vi.spyOn(globalThis, 'setInterval').mockImplementation(((handler: () => void, ms?: number) => {
    const id = realSet(handler, ms);
    open.add(id);
    return id;
  }) as typeof setInterval);
  vi.spyOn(globalThis, 'clearInterval').mockImplementation(((id: ReturnType<typeof setInterval>) => {
    open.delete(id);
    realClear(id);
  }) as typeof clearInterval);
  return open;
}

describe('mounting and unmounting 200 widgets', () => {
  test('leaves no listeners, intervals or React roots behind', async () => {
    const mediaListeners = fakeMatchMedia();
    const intervals = countIntervals();
    const demo = demoConnection(parseConfig({}));
    const rootsBefore = liveWidgetRoots();
    const tags = ['facturo-pricing-table', 'facturo-login'];

    for (let index = 0; index < 200; index += 1) {
      const element = document.createElement(tags[index % 2] as string);
      element.setAttribute('demo', '');
      element.setAttribute('theme', 'system');
      element.setAttribute('service', 'electronic_invoicing');
      document.body.append(element);
      await waitFor(
        () => {
          if (!element.shadowRoot?.querySelector('[data-facturo-widget]')) throw new Error('not rendered');
        },
        { timeout: 10_000, interval: 2 },
      );
      if (index === 0) expect(mediaListeners.size).toBe(1);
      element.remove();
    }

    await waitFor(() => expect(liveWidgetRoots()).toBe(rootsBefore));
    expect(mediaListeners.size).toBe(0);
    expect(intervals.size).toBe(0);
    expect(pageConfig.listenerCount).toBe(0);
    expect(demo.session.listenerCount).toBe(0);
    expect(demo.cart.listenerCount).toBe(0);
    expect(queryCache.size).toBe(1);
    expect(document.body.childElementCount).toBe(0);
  }, 60_000);
});
