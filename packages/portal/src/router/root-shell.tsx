import { visuallyHidden } from '@facturo/ui/styles';
import { useEffect, useRef } from 'react';
import { Outlet, useNavigation, useRevalidator } from 'react-router';
import { useServices, useT } from '../services/services-context';
import * as styles from './root-shell.css';
import { ScrollManager } from './scroll-manager';
import { useRouteHandle } from './use-route-handle';

/**
 * The root of every page: keeps the document title and a screen-reader announcement in step with the
 * page, shows a progress bar while a page loads, manages scrolling, and re-runs the guard when the
 * visitor logs in or out (a page they may no longer see is left at once).
 */
export function RootShell() {
  const { session, config } = useServices();
  const t = useT();
  const handle = useRouteHandle();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const title = handle ? t(handle.titleKey) : config.productName;

  useEffect(() => {
    document.title = title === config.productName ? title : `${title} · ${config.productName}`;
  }, [title, config.productName]);

  const loggedIn = useRef(session.isLoggedIn);
  const rules = useRef(session.userAbilityRules);
  useEffect(() => {
    const check = () => {
      const snapshot = session.getSnapshot();
      if (snapshot.isLoggedIn === loggedIn.current && snapshot.userAbilityRules === rules.current) return;
      loggedIn.current = snapshot.isLoggedIn;
      rules.current = snapshot.userAbilityRules;
      void revalidate();
    };
    // A login or logout between the first render and this subscription would otherwise go unseen,
    // and the guard would not run again until the next change (seen on a loaded machine).
    check();
    return session.subscribe(check);
  }, [session, revalidate]);

  return (
    <>
      <div className={styles.progress} data-active={navigation.state !== 'idle'} aria-hidden="true" />
      <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {title}
      </p>
      <ScrollManager />
      <Outlet />
    </>
  );
}
