import { Outlet } from 'react-router';
import * as styles from './blank-layout.css';
import { SkipLink } from './shared/scroll-to-top';

/** The blank layout: the page alone (sign-in screens, status pages); the page draws its own frame. */
export function BlankLayout() {
  return (
    <>
      <SkipLink />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
