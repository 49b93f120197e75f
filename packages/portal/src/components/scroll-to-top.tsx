import { Button } from '@facturo/ui';
import { useEffect, useState } from 'react';
import { scrollBehavior } from '../router/scroll-manager';
import { useT } from '../services/services-context';
import { IconArrowUp } from '../ui/icons';
import * as styles from './chrome.css';

/** The button appears once the page has scrolled more than this. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 200;

/** A button that appears after 200 px of scrolling and glides back to the top. */
export function ScrollToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <Button
      variant="primary"
      iconOnly
      className={styles.scrollTop}
      data-visible={visible}
      aria-label={t('nav.backToTop')}
      inert={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    >
      <IconArrowUp size={20} aria-hidden="true" />
    </Button>
  );
}

/** The first focusable element of every page: jumps over the navigation to the content. */
export function SkipLink() {
  const t = useT();
  return (
    <a className={styles.skipLink} href="#main-content">
      {t('nav.skipToContent')}
    </a>
  );
}
