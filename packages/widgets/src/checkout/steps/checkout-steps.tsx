import type { TranslationKey } from '@facturo/sdk/i18n';
import { visuallyHidden } from '@facturo/ui/styles';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import { useLayoutEffect, useRef } from 'react';
import { useWidget } from '../../runtime/react/widget-context';
import * as styles from './checkout-steps.css';

/** A step shown in the progress list. */
export interface ProgressStep {
  id: string;
  label: TranslationKey;
}

/**
 * Where the buyer is: the steps with the current one marked `aria-current="step"` and the ones behind
 * it checked. Decorative numbers are hidden from screen readers, which hear "step 2 of 4".
 */
export function CheckoutSteps({ steps, current }: { steps: readonly ProgressStep[]; current: string }) {
  const { t } = useWidget();
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === current),
  );
  const list = useRef<HTMLOListElement>(null);
  // On narrow screens the list scrolls sideways: bring the current step into view, without moving
  // the page (scrollIntoView would also scroll the partner's page vertically).
  useLayoutEffect(() => {
    const element = list.current;
    const currentItem = element?.children[index] as HTMLElement | undefined;
    if (!element || !currentItem || element.scrollWidth <= element.clientWidth) return;
    const centred =
      currentItem.offsetLeft - element.offsetLeft - (element.clientWidth - currentItem.offsetWidth) / 2;
    element.scrollLeft = Math.max(0, centred);
  }, [index]);
  return (
    <ol ref={list} className={styles.steps} aria-label={t('checkout.progressLabel')}>
      {steps.map((step, position) => {
        const done = position < index;
        return (
          <li
            key={step.id}
            className={styles.step}
            aria-current={position === index ? 'step' : undefined}
            data-done={done ? '' : undefined}
          >
            <span className={styles.badge} aria-hidden="true">
              {done ? <IconCheck size={16} focusable="false" /> : position + 1}
            </span>
            <span className={styles.label}>
              <span className={visuallyHidden}>
                {t('checkout.stepOf', { current: position + 1, total: steps.length })}
                {done ? `, ${t('checkout.stepDone')}` : ''}:{' '}
              </span>
              {t(step.label)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
