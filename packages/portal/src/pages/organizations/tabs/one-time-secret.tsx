import { Alert, Button } from '@facturo/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../../../services/services-context';
import { IconCopy } from '../../../ui/icons';
import * as styles from './tabs.css';

/** Props of {@link OneTimeSecret}. */
export interface OneTimeSecretProps {
  /** "Copy your key now". */
  title: string;
  /** Why it matters: this is the only time it is shown. */
  body: ReactNode;
  secret: string;
  /** The button that dismisses it once the user kept it ("Ya la guardé"). */
  doneLabel: string;
  /** What the copy button says once copied; "Copiada" by default (Spanish agrees with the noun). */
  copiedLabel?: string;
  /**
   * Moves the focus onto the panel when it appears: for a secret that shows up away from the button
   * that asked for it, so keyboard and screen-reader users land on it.
   */
  focusOnShow?: boolean;
  onDone: () => void;
  /** More help under the buttons (how to use the secret). */
  children?: ReactNode;
}

/**
 * A secret the API answers only once (a new API key, a webhook signing secret): shown in full with a
 * copy button and an "I saved it" button that dismisses it for good.
 */
export function OneTimeSecret({
  title,
  body,
  secret,
  doneLabel,
  copiedLabel,
  focusOnShow = false,
  onDone,
  children,
}: OneTimeSecretProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) panel.current?.focus();
  }, [focusOnShow]);
  return (
    <div ref={panel} tabIndex={-1} className={styles.secretPanel}>
      <Alert tone="warning" role="status" title={title}>
        <p style={{ margin: '4px 0 10px' }}>{body}</p>
        <code className={styles.secret}>{secret}</code>
        <div style={{ display: 'flex', gap: 10, marginTop: 12, flexWrap: 'wrap' }}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}
          >
            <IconCopy size={16} aria-hidden="true" />
            {copied ? (copiedLabel ?? t('portal.copied')) : t('portal.copy')}
          </Button>
          <Button size="sm" onClick={onDone}>
            {doneLabel}
          </Button>
        </div>
        {children}
      </Alert>
    </div>
  );
}
