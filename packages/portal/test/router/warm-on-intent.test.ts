import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { warmOnIntent } from '../../src/router/warm-on-intent';

const ORIGIN = 'https://portal.facturo.test';

function page(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const warm = vi.fn<(pathname: string) => void>();
  const stop = warmOnIntent(root, warm, ORIGIN);
  return {
    root,
    warm,
    stop,
    link: (name: string) => {
      const element = root.querySelector<HTMLElement>(`[data-name="${name}"]`);
      if (!element) throw new Error(`the test page has no [data-name="${name}"]`);
      return element;
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a page’s code starts downloading when the visitor shows intent to open it', () => {
  test.each([
    ['pointer over the link', (element: HTMLElement) => fireEvent.pointerOver(element)],
    ['keyboard focus on the link', (element: HTMLElement) => fireEvent.focusIn(element)],
    ['a finger on the link', (element: HTMLElement) => fireEvent.touchStart(element)],
  ])('%s warms its pathname', (_intent, show) => {
    const { warm, link } = page('<a data-name="login" href="/login?to=%2Faccounts">Ingresar</a>');
    show(link('login'));
    expect(warm).toHaveBeenCalledWith('/login');
  });

  test('from an element inside the link, once per pathname', () => {
    const { warm, link } = page(
      `<a href="/pages/pricing"><span data-name="inner">Planes</span></a>
       <a data-name="again" href="${ORIGIN}/pages/pricing#nomina">Nómina</a>`,
    );
    fireEvent.pointerOver(link('inner'));
    fireEvent.focusIn(link('again'));
    expect(warm.mock.calls).toEqual([['/pages/pricing']]);
  });

  test.each([
    ['another site', '<a data-name="x" href="https://www.dian.gov.co/">DIAN</a>'],
    ['a download', '<a data-name="x" href="/api/v1/invoices/export.csv" download>CSV</a>'],
    ['a new tab', '<a data-name="x" href="/pages/help-center" target="_blank">Ayuda</a>'],
    ['no link at all', '<button data-name="x" type="button">Comprar</button>'],
  ])('leaves %s alone', (_case, html) => {
    const { warm, link } = page(html);
    fireEvent.pointerOver(link('x'));
    fireEvent.focusIn(link('x'));
    expect(warm).not.toHaveBeenCalled();
  });

  test('stops listening when asked', () => {
    const { warm, link, stop } = page('<a data-name="login" href="/login">Ingresar</a>');
    stop();
    fireEvent.pointerOver(link('login'));
    expect(warm).not.toHaveBeenCalled();
  });
});
