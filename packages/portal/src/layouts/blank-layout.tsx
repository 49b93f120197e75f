import { Outlet } from 'react-router';
import { SkipLink } from '../components/scroll-to-top';
import * as styles from './blank-layout.css';

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
