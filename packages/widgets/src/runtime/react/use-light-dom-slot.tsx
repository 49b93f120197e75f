import {
  type CSSProperties,
  type ReactElement,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
} from 'react';
import { ElementHostContext } from './host-context';

/**
 * Inline styles for what lives in the page's light DOM (the slot's container, a card iframe): the
 * host's stylesheet reaches it there, and rules like `iframe { max-height: 150px }` or
 * `div { padding: 2em }` would clip or shift the card form. Inline declarations outrank any
 * selector of the host that is not `!important`.
 */
export const LIGHT_DOM_RESET = {
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  minWidth: 0,
  maxWidth: '100%',
  minHeight: 0,
  maxHeight: 'none',
  position: 'static',
  float: 'none',
  transform: 'none',
  filter: 'none',
  opacity: 1,
  visibility: 'visible',
} as const satisfies CSSProperties;

/** What {@link useLightDomSlot} returns. */
export interface LightDomSlot {
  /** The element to mount third-party content in, once it exists. */
  container: HTMLElement | null;
  /** Render this where the content should appear in the widget's layout. */
  placeholder: ReactElement;
}

/**
 * A container in the page's light DOM, shown inside the widget through a `<slot>`. Payment providers
 * refuse to mount their card iframes inside a shadow root; this gives them a normal element while the
 * widget keeps its isolated layout. As a plain React component (no shadow root) it is an inline `<div>`.
 * @example
 * const payment = useLightDomSlot('payment');
 * useEffect(() => { if (payment.container) provider.mount(payment.container); }, [payment.container]);
 * return <section>{payment.placeholder}</section>;
 */
export function useLightDomSlot(name: string): LightDomSlot {
  const host = useContext(ElementHostContext);
  const [container, setContainer] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!host) return;
    const slotted = host.ownerDocument.createElement('div');
    slotted.slot = name;
    slotted.dataset.facturoSlot = name;
    Object.assign(slotted.style, LIGHT_DOM_RESET, { display: 'block', width: '100%', border: '0' });
    host.append(slotted);
    setContainer(slotted);
    return () => {
      slotted.remove();
      setContainer(null);
    };
  }, [host, name]);

  const inlineRef = useCallback((node: HTMLDivElement | null) => setContainer(node), []);
  const placeholder = host ? <slot name={name} /> : <div ref={inlineRef} data-facturo-slot={name} />;
  return { container, placeholder };
}
