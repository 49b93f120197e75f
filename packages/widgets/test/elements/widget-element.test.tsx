import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { FACTURO_ELEMENTS } from '../../src/elements';
import { defineElement } from '../../src/runtime/core/elements/define-element';
import { liveWidgetRoots } from '../../src/runtime/react/elements/react-mount';
import { mountElement, shadowView } from '../support/shadow';

describe('<facturo-…> elements', () => {
  test('importing the elements entry defines every element once', () => {
    for (const [tag, element] of Object.entries(FACTURO_ELEMENTS))
      expect(customElements.get(tag)).toBe(element);
  });

  test('a second definition warns and keeps the first', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class Impostor extends HTMLElement {}
    expect(defineElement('facturo-pricing-table', Impostor)).toBe(false);
    expect(defineElement('facturo-pricing-table', FACTURO_ELEMENTS['facturo-pricing-table'])).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('<facturo-pricing-table> is already defined');
    expect(customElements.get('facturo-pricing-table')).toBe(FACTURO_ELEMENTS['facturo-pricing-table']);
  });

  test('renders in an open shadow root from attributes (boolean `demo` with no value)', async () => {
    const { view } = await mountElement(
      '<facturo-pricing-table demo service="electronic_invoicing"></facturo-pricing-table>',
    );
    expect(await view.findAllByRole('article')).toHaveLength(3);
    expect(document.body.querySelectorAll('article')).toHaveLength(0);
  });

  test('events bubble out of the shadow root to the page, composed and cancelable', async () => {
    const { view } = await mountElement(
      '<facturo-pricing-table demo service="electronic_invoicing"></facturo-pricing-table>',
    );
    const listener = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('facturo-plan-select', listener);
    await userEvent.click(await view.findByRole('button', { name: 'Elegir plan Pyme, pago anual' }));
    document.removeEventListener('facturo-plan-select', listener);
    const event = listener.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    expect(event.composed && event.bubbles && event.cancelable).toBe(true);
    expect(event.target).toBe(document.body.firstElementChild);
  });

  test('locale, theme and primary colour change in place, keeping what the user typed', async () => {
    const { element, view } = await mountElement('<facturo-login demo></facturo-login>');
    const email = (await view.findByLabelText('Correo electrónico')) as HTMLInputElement;
    await userEvent.type(email, 'ana@example.co');
    element.setAttribute('locale', 'en');
    element.setAttribute('theme', 'dark');
    element.setAttribute('primary-color', '#7C3AED');
    const emailEn = (await view.findByLabelText('Email')) as HTMLInputElement;
    expect(emailEn).toBe(email);
    expect(emailEn.value).toBe('ana@example.co');
    const root = element.shadowRoot?.querySelector('[data-facturo-widget]') as HTMLElement;
    expect(root.dataset.theme).toBe('dark');
    expect(root.getAttribute('lang')).toBe('en');
    expect(root.style.getPropertyValue('--facturo-color-primary')).toBe('#7C3AED');
    expect(root.style.getPropertyValue('--facturo-color-on-primary')).toBe('#FFFFFF');
  });

  test('an unusable theme, primary colour or locale set at runtime keeps the widget and what the user typed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { element, view } = await mountElement('<facturo-login demo theme="dark"></facturo-login>');
    const email = (await view.findByLabelText('Correo electrónico')) as HTMLInputElement;
    await userEvent.type(email, 'ana@example.co');
    element.setAttribute('theme', 'sepia');
    element.setAttribute('primary-color', 'teal');
    element.setAttribute('locale', 'pt');
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
    expect(view.queryByRole('alert')).toBeNull();
    expect(view.getByLabelText('Correo electrónico')).toBe(email);
    expect(email.value).toBe('ana@example.co');
    const root = element.shadowRoot?.querySelector('[data-facturo-widget]') as HTMLElement;
    expect(root.dataset.theme).toBe('light');
    expect(String(warn.mock.calls[0]?.[0])).toContain('<facturo-login>: ignored theme="sepia"');
  });

  test('properties set before the element is defined reach the widget', async () => {
    document.body.innerHTML = '<facturo-test-late></facturo-test-late>';
    const element = document.body.firstElementChild as HTMLElement & {
      translations?: unknown;
      demo?: boolean;
    };
    element.demo = true;
    element.translations = { es: { login: { loginTitle: 'Entra a tu cuenta' } } };
    const { LoginElement } = await import('../../src/login/login.element');
    customElements.define('facturo-test-late', class extends LoginElement {});
    const view = await shadowView(element);
    expect(await view.findByRole('heading', { name: 'Entra a tu cuenta' })).toBeTruthy();
    expect(element.demo).toBe(true);
  });

  test('JSON attributes: a malformed value warns with the fix and is ignored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { view } = await mountElement(`<facturo-login demo translations='{bad'></facturo-login>`);
    expect(await view.findByRole('heading', { name: 'Inicia sesión' })).toBeTruthy();
    expect(warn.mock.calls[0]?.[0]).toContain('translations attribute of <facturo-login> is not valid JSON');
  });

  test('moving an element keeps its state; removing it unmounts React', async () => {
    const { element, view } = await mountElement(
      '<facturo-login demo></facturo-login><div id="elsewhere"></div>',
    );
    const email = (await view.findByLabelText('Correo electrónico')) as HTMLInputElement;
    await userEvent.type(email, 'moved@example.co');
    document.getElementById('elsewhere')?.append(element);
    await Promise.resolve();
    expect(((await view.findByLabelText('Correo electrónico')) as HTMLInputElement).value).toBe(
      'moved@example.co',
    );
    const before = liveWidgetRoots();
    element.remove();
    await waitFor(() => expect(liveWidgetRoots()).toBe(before - 1));
  });

  test('a detached element never renders', async () => {
    const element = document.createElement('facturo-pricing-table');
    element.setAttribute('demo', '');
    element.setAttribute('service', 'electronic_invoicing');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(element.shadowRoot?.childNodes.length).toBe(0);
    expect(screen.queryByRole('article')).toBeNull();
  });
});
