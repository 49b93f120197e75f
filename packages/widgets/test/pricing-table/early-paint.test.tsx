import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import '../../src/elements';
import { EARLY_ICONS } from '../../src/pricing-table/early-icons';
import { paintPlansEarly } from '../../src/pricing-table/early-plans-start';
import { plansUrl, startPlansRequest } from '../../src/pricing-table/plans-request';
import { takeEarlyRequest } from '../../src/runtime/core/data/early-requests';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { FAKE_API_BASE, fakeApi } from '../support/fake-api';
import { planListBody } from '../support/plans';

// Every test ends with its tables removed (their React roots unmount on disconnect) and starts
// without an early request left by another (the requests are page-wide).
afterEach(() => {
  document.body.replaceChildren();
});
beforeEach(() => {
  for (const locale of ['es', 'en', 'fr'])
    takeEarlyRequest(plansUrl(FAKE_API_BASE, 'electronic_invoicing'), locale);
});

const servePlans = () => fakeApi({ 'GET /plans': () => ({ status: 200, body: planListBody() }) });

// The markup as a reader sees it: element names, attributes sorted, texts; generated ids (React's
// `useId`, the early paint's counter) and the early frame's marker left out.
function markup(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .filter((attribute) => !['id', 'aria-labelledby', 'name', 'data-facturo-early'].includes(attribute.name))
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort();
  return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(markup).join('')}</${node.localName}>`;
}

const visibleArticles = (root: ShadowRoot) =>
  [...root.querySelectorAll('article')].filter((article) => !article.closest('[hidden]'));

/**
 * Mounts `<facturo-pricing-table>` and watches its shadow root from the first mutation: a copy of the
 * early frame as painted, how many plan cards were visible after every change, and `onEarly`, run
 * synchronously as the early cards appear (React cannot have rendered yet then).
 */
function mountTable(attributes: string, onEarly?: (early: HTMLElement) => void) {
  document.body.innerHTML = `<facturo-pricing-table service="electronic_invoicing" api-base="${FAKE_API_BASE}" ${attributes}></facturo-pricing-table>`;
  const element = document.body.firstElementChild as HTMLElement;
  const root = element.shadowRoot as ShadowRoot;
  const seen = { early: undefined as string | undefined, visible: [] as number[] };
  const observer = new MutationObserver(() => {
    const early = root.querySelector<HTMLElement>('[data-facturo-early]');
    if (early && seen.early === undefined) {
      seen.early = markup(early);
      onEarly?.(early);
    }
    seen.visible.push(visibleArticles(root).length);
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  const reactTable = async () => {
    await vi.waitFor(
      () => {
        const reactRoot = root.querySelector<HTMLElement>('[data-facturo-react]');
        expect(reactRoot?.hidden).toBe(false);
        expect(reactRoot?.querySelectorAll('article')).toHaveLength(3);
      },
      // The first table of the file also waits for React and the widget to be transformed on demand.
      { timeout: 25_000 },
    );
    observer.disconnect();
    return root.querySelector('[data-facturo-react] > [data-facturo-widget]') as HTMLElement;
  };
  return { element, root, seen, reactTable };
}

describe('the pricing table painted by facturo.js before React', () => {
  test('shows the API plans at once, then React takes over with the same markup and no duplicate card', {
    timeout: 30_000,
  }, async () => {
    const api = servePlans();
    const { root, seen, reactTable } = mountTable('');
    const react = await reactTable();
    expect(seen.early).toBeDefined();
    expect(markup(react)).toBe(seen.early);
    // Never two sets of cards, never a moment without cards once the early ones were there.
    const first = seen.visible.indexOf(3);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(seen.visible.slice(first).every((count) => count === 3)).toBe(true);
    expect(root.querySelector('[data-facturo-early]')).toBeNull();
    expect(api.requests).toHaveLength(1);
  });

  test('in English: the catalogue texts, the plan names and prices of the language, as React has them', async () => {
    servePlans();
    const { seen, reactTable } = mountTable('locale="en" cycle="monthly"');
    const react = await reactTable();
    expect(seen.early).toContain('Choose plan');
    expect(seen.early).toContain('aria-label="Choose plan Small business, paid monthly"');
    expect(markup(react)).toBe(seen.early);
  });

  test('an early press of "Elegir plan", after choosing monthly, is made on React’s button once it is there', async () => {
    servePlans();
    const selected = vi.fn((event: Event) => event.preventDefault());
    const cycles = vi.fn();
    document.addEventListener('facturo-plan-select', selected);
    document.addEventListener('facturo-cycle-change', cycles);
    const { root, reactTable } = mountTable('', (early) => {
      within(early).getByRole('radio', { name: 'Mensual' }).click();
      within(early).getByRole('button', { name: 'Elegir plan Pyme, pago mensual' }).click();
      expect(selected).not.toHaveBeenCalled();
    });
    await reactTable();
    await vi.waitFor(() => expect(selected).toHaveBeenCalledOnce(), { timeout: 5_000 });
    document.removeEventListener('facturo-plan-select', selected);
    document.removeEventListener('facturo-cycle-change', cycles);
    expect((selected.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      planId: 'invoicing-pyme-600',
      cycle: 'monthly',
    });
    expect((cycles.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({ cycle: 'monthly' });
    const monthly = root.querySelector<HTMLInputElement>('[data-facturo-react] input[value="monthly"]');
    expect(monthly?.checked).toBe(true);
  });

  test('the keyboard focus on an early button moves to the same plan’s button in React’s table', async () => {
    servePlans();
    const { root, reactTable } = mountTable('', (early) => {
      within(early).getByRole('button', { name: 'Elegir plan Empresarial, pago anual' }).focus();
    });
    await reactTable();
    const focused = root.activeElement as HTMLElement;
    expect(focused.closest('[data-facturo-react]')).not.toBeNull();
    expect(focused.getAttribute('aria-label')).toBe('Elegir plan Empresarial, pago anual');
  });

  test('a failed plans answer paints nothing early: React shows its error as before', async () => {
    fakeApi({ 'GET /plans': () => ({ status: 503, body: { code: 'unavailable', message: 'Down' } }) });
    const { element, root, seen } = mountTable('');
    await vi.waitFor(
      () => expect(element.shadowRoot?.textContent).toContain('No pudimos cargar los planes'),
      { timeout: 8_000 },
    );
    expect(seen.early).toBeUndefined();
    expect(seen.visible.every((count) => count === 0)).toBe(true);
    expect(root.querySelector('[data-facturo-react]')?.hasAttribute('hidden')).toBe(false);
  });
});

describe('the early cards on their own (React not there yet)', () => {
  async function paint(props: Record<string, unknown>) {
    const host = document.createElement('div');
    document.body.replaceChildren(host);
    const root = host.attachShadow({ mode: 'open' });
    const reactRoot = document.createElement('div');
    root.append(reactRoot);
    startPlansRequest(props);
    await paintPlansEarly(props, root, reactRoot, ['pricing', 'domain']);
    return { root, reactRoot, early: root.querySelector('[data-facturo-early]') as HTMLElement | null };
  }

  test('labelled cards with prices in pesos and usable buttons; React’s element hidden meanwhile', async () => {
    servePlans();
    const { early, reactRoot } = await paint({ service: 'electronic_invoicing', apiBase: FAKE_API_BASE });
    const view = within(early as HTMLElement);
    const cards = view.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Emprendedor',
      'Pyme',
      'Empresarial',
    ]);
    const pyme = within(view.getByRole('article', { name: 'Pyme' }));
    expect(pyme.getByText('$ 499.000')).toBeTruthy();
    expect(pyme.getByText('/ año')).toBeTruthy();
    expect(pyme.getByRole('button', { name: 'Elegir plan Pyme, pago anual' }).hasAttribute('disabled')).toBe(
      false,
    );
    view.getByRole('radio', { name: 'Mensual' }).click();
    const monthly = within(view.getByRole('article', { name: 'Pyme' }));
    expect(monthly.getByText('$ 49.900')).toBeTruthy();
    expect(monthly.getByText('/ mes')).toBeTruthy();
    expect(view.getAllByRole('article')).toHaveLength(3);
    expect(reactRoot.hidden).toBe(true);
    await expectNoSeriousA11yViolations(early as HTMLElement);
  });

  test('nothing is painted for an answer that is not the usual one, a demo or another language', async () => {
    fakeApi({ 'GET /plans': () => ({ status: 200, body: { items: [{ id: 'odd' }] } }) });
    expect((await paint({ service: 'electronic_invoicing', apiBase: FAKE_API_BASE })).early).toBeNull();
    takeEarlyRequest(plansUrl(FAKE_API_BASE, 'electronic_invoicing'), 'es');
    servePlans();
    expect(
      (await paint({ service: 'electronic_invoicing', apiBase: FAKE_API_BASE, demo: true })).early,
    ).toBeNull();
    const french = await paint({ service: 'electronic_invoicing', apiBase: FAKE_API_BASE, locale: 'fr' });
    expect(french.early).toBeNull();
    expect(french.reactRoot.hidden).toBe(false);
  });

  test('its icons are the paths of the Tabler icons React draws', async () => {
    const modules = {
      certificate: await import('@tabler/icons-react/dist/esm/icons/IconCertificate.mjs'),
      'file-invoice': await import('@tabler/icons-react/dist/esm/icons/IconFileInvoice.mjs'),
      check: await import('@tabler/icons-react/dist/esm/icons/IconCheck.mjs'),
      sparkles: await import('@tabler/icons-react/dist/esm/icons/IconSparkles.mjs'),
    };
    for (const [name, module] of Object.entries(modules)) {
      const node = (module as unknown as { __iconNode: [string, { d: string }][] }).__iconNode;
      expect(node.map(([tag, { d }]) => `${tag} ${d}`)).toEqual(
        EARLY_ICONS[name as keyof typeof EARLY_ICONS].map((d) => `path ${d}`),
      );
    }
  });
});

describe('an element removed and added again before React came', () => {
  test('paints its cards once: nothing of the first connection is left', async () => {
    servePlans();
    let removed: () => void = () => {};
    const gone = new Promise<void>((resolve) => {
      removed = resolve;
    });
    // Removed the moment its early cards show, before React can have rendered.
    const { element, root, reactTable } = mountTable('', () => {
      element.remove();
      removed();
    });
    await gone;
    // After the task in which a moved element would have come back.
    await new Promise((resolve) => setTimeout(resolve));
    document.body.append(element);
    await reactTable();
    expect(root.querySelectorAll('[data-facturo-react]')).toHaveLength(1);
    expect(root.querySelectorAll('[data-facturo-early]')).toHaveLength(0);
    expect(root.querySelectorAll('article')).toHaveLength(3);
  });
});
