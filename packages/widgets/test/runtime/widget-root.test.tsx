import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { PricingTable } from '../../src/index';
import { pageConfig } from '../../src/runtime/core/config/config-store';
import { ElementHostContext } from '../../src/runtime/react/host-context';
import { useLightDomSlot } from '../../src/runtime/react/use-light-dom-slot';
import { useWidget } from '../../src/runtime/react/widget-context';
import { WidgetRoot } from '../../src/runtime/react/widget-root';

function fakeMatchMedia(dark: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

function Orphan() {
  return <p>{useWidget().name}</p>;
}

function Payment() {
  const slot = useLightDomSlot('payment');
  return (
    <WidgetRoot frame={{ tag: 'facturo-test', namespaces: [] }} props={{ demo: true }}>
      {slot.placeholder}
      <output>{slot.container ? slot.container.getAttribute('data-facturo-slot') : 'none'}</output>
    </WidgetRoot>
  );
}

const rootOf = (container: HTMLElement) => container.querySelector('[data-facturo-widget]') as HTMLElement;

describe('<WidgetRoot>', () => {
  test('system theme follows prefers-color-scheme live', async () => {
    const media = fakeMatchMedia(false);
    vi.resetModules();
    const { PricingTable: Fresh } = await import('../../src/index');
    const { container } = render(<Fresh demo service="electronic_invoicing" theme="system" />);
    expect(rootOf(container).dataset.theme).toBe('light');
    act(() => media.set(true));
    expect(rootOf(container).dataset.theme).toBe('dark');
  });

  test('an invalid configuration shows a notice and tells the developer how to fix it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    pageConfig.configure({ theme: 'neon' as never });
    render(<PricingTable service="electronic_invoicing" apiBase="api.example.co" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Este contenido no está disponible');
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toContain('api-base: expected an absolute http(s) URL ending in /api/v1');
    expect(message).toContain("theme: expected one of 'light', 'dark', 'system'");
  });

  test('an unusable theme, primary colour or locale attribute falls back to the default with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <PricingTable
        demo
        service="electronic_invoicing"
        theme={'neon' as never}
        primaryColor="cyan"
        locale={'de' as never}
      />,
    );
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    const root = rootOf(container);
    expect(root.dataset.theme).toBe('light');
    expect(root.getAttribute('lang')).toBe('es');
    expect(root.style.getPropertyValue('--facturo-color-primary')).toBe('');
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings).toEqual([
      expect.stringContaining('ignored theme="neon"'),
      expect.stringContaining('ignored primary-color="cyan"'),
      expect.stringContaining('ignored locale="de"'),
    ]);
  });

  test('a configuration the fast path does not decide waits for the full check, then renders', async () => {
    pageConfig.configure({ contactEmail: 'ventas@partner.co' });
    render(<PricingTable demo service="electronic_invoicing" />);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  test('useWidget outside a widget names the fix', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/inside <WidgetRoot>/);
  });

  test('a light-DOM slot: inline in React hosts, a slotted element in custom-element hosts', async () => {
    const { unmount } = render(<Payment />);
    expect((await screen.findByRole('status')).textContent).toBe('payment');

    unmount();
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' });
    document.body.append(host);
    const view = render(
      <ElementHostContext value={host}>
        <Payment />
      </ElementHostContext>,
    );
    await waitFor(() => expect(host.querySelector(':scope > [slot="payment"]')).not.toBeNull());
    const slotted = host.querySelector<HTMLElement>(':scope > [slot="payment"]');
    expect(slotted).not.toBeNull();
    // The host's stylesheet reaches the light DOM: inline declarations keep `div { max-height: 150px;
    // padding: 2em }` and the like from clipping or shifting the card form.
    expect(slotted?.style).toMatchObject({
      maxHeight: 'none',
      padding: '0px',
      margin: '0px',
      display: 'block',
    });
    expect(view.container.querySelector('slot[name="payment"]')).not.toBeNull();
    view.unmount();
    expect(host.querySelector('[slot="payment"]')).toBeNull();
  });
});
