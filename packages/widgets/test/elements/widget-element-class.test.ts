import { describe, expect, test, vi } from 'vitest';
import { type ElementRenderer, widgetElementClass } from '../../src/runtime/core/elements/widget-element';

// The framework-free element under every widget, with a renderer that records what it is asked.
function defineRecorded(tag: string) {
  const calls: { kind: 'mount' | 'update' | 'unmount'; props: Record<string, unknown> }[] = [];
  const renderer: ElementRenderer<{ props: Record<string, unknown> }> = {
    mount: (_root, props) => {
      calls.push({ kind: 'mount', props: { ...props } });
      return { props };
    },
    update: (_mount, props) => calls.push({ kind: 'update', props: { ...props } }),
    unmount: (mount) => calls.push({ kind: 'unmount', props: { ...mount.props } }),
  };
  const Element = widgetElementClass(
    {
      tag,
      properties: {
        demo: 'boolean',
        pageSize: 'number',
        translations: 'json',
        label: 'string',
        onDone: 'property',
      },
    },
    renderer,
  );
  customElements.define(tag, Element);
  const create = () =>
    document.createElement(tag) as HTMLElement & {
      demo?: boolean;
      pageSize?: number;
      translations?: unknown;
      label?: string;
      onDone?: () => void;
    };
  return { Element, calls, create };
}

describe('widgetElementClass', () => {
  test('observes the kebab-case attribute of every property but `property` ones', () => {
    const { Element } = defineRecorded('facturo-test-observed');
    expect((Element as unknown as { observedAttributes: string[] }).observedAttributes).toEqual([
      'demo',
      'page-size',
      'translations',
      'label',
    ]);
    expect(Element.tag).toBe('facturo-test-observed');
  });

  test('attributes parse the HTML way, and a malformed one warns instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { create } = defineRecorded('facturo-test-attributes');
    const element = create();
    element.setAttribute('demo', '');
    expect(element.demo).toBe(true);
    element.setAttribute('demo', 'false');
    expect(element.demo).toBe(false);
    element.setAttribute('demo', 'yes');
    element.removeAttribute('demo');
    expect(element.demo).toBe(false);
    element.setAttribute('page-size', '20');
    expect(element.pageSize).toBe(20);
    element.setAttribute('page-size', 'veinte');
    expect(element.pageSize).toBeUndefined();
    element.setAttribute('translations', '{"es":{}}');
    expect(element.translations).toEqual({ es: {} });
    element.setAttribute('translations', '{bad');
    expect(element.translations).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('translations attribute of <facturo-test-attributes>');
    element.setAttribute('label', 'Hola');
    element.removeAttribute('label');
    expect(element.label).toBeUndefined();
  });

  test('properties never write attributes', () => {
    const { create } = defineRecorded('facturo-test-no-reflect');
    const element = create();
    element.label = 'Hola';
    element.demo = true;
    expect(element.getAttributeNames()).toEqual([]);
  });

  test('renders only while connected: mount once with everything so far, update, unmount', () => {
    const { create, calls } = defineRecorded('facturo-test-lifecycle');
    const element = create();
    element.setAttribute('label', 'Hola');
    element.pageSize = 5;
    expect(calls).toEqual([]);
    document.body.append(element);
    expect(calls).toEqual([{ kind: 'mount', props: { label: 'Hola', pageSize: 5 } }]);
    element.setAttribute('demo', '');
    expect(calls.at(-1)).toEqual({ kind: 'update', props: { label: 'Hola', pageSize: 5, demo: true } });
    element.remove();
    expect(calls.at(-1)?.kind).toBe('unmount');
    element.label = 'Adiós';
    expect(calls).toHaveLength(3);
    document.body.append(element);
    expect(calls.at(-1)).toEqual({ kind: 'mount', props: { label: 'Adiós', pageSize: 5, demo: true } });
    element.remove();
  });

  test('an unchanged attribute value does not render again', () => {
    const { create, calls } = defineRecorded('facturo-test-unchanged');
    const element = create();
    document.body.append(element);
    element.setAttribute('label', 'Hola');
    element.setAttribute('label', 'Hola');
    expect(calls.map((call) => call.kind)).toEqual(['mount', 'update']);
    element.remove();
  });

  test('an open shadow root is the render target', () => {
    const roots: ShadowRoot[] = [];
    const Element = widgetElementClass(
      { tag: 'facturo-test-shadow', properties: {} },
      { mount: (root) => roots.push(root), update: () => {}, unmount: () => {} },
    );
    customElements.define('facturo-test-shadow', Element);
    const element = document.createElement('facturo-test-shadow');
    document.body.append(element);
    expect(roots).toEqual([element.shadowRoot]);
    expect(element.shadowRoot?.mode).toBe('open');
    element.remove();
  });
});
