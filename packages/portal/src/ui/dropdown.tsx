import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import * as styles from './dropdown.css';

/** What the trigger of a {@link Dropdown} must spread on its button. */
export interface DropdownTriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
}

/** Props of {@link Dropdown}. */
export interface DropdownProps {
  /** Renders the button that opens the panel; spread `props` on it. */
  trigger: (props: DropdownTriggerProps) => ReactNode;
  /** The panel; receives `close` for items that act in place. */
  children: (close: () => void) => ReactNode;
  /** Labels the panel region for screen readers. */
  label: string;
  align?: 'end' | 'start';
}

/**
 * A button that shows a panel (the disclosure pattern): Escape or a click outside closes it and
 * returns focus to the button; moving to another page closes it.
 */
export function Dropdown({ trigger, children, label, align = 'end' }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the panel.
  useEffect(close, [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      rootRef.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.root}>
      {trigger({ 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen((value) => !value) })}
      <section
        id={id}
        aria-label={label}
        hidden={!open}
        className={align === 'start' ? `${styles.panel} ${styles.panelStart}` : styles.panel}
      >
        {open ? children(close) : null}
      </section>
    </div>
  );
}
