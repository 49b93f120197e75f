import { use, useEffect, useState } from 'react';

/** The screens besides the login itself (`login-later.ts`), once downloaded. */
export type LaterScreens = typeof import('./login-later');

let loaded: LaterScreens | undefined;
let pending: Promise<LaterScreens> | undefined;

// One download for every login widget on the page; a failure shows in `LazySection`'s notice.
const loadLaterScreens = () => {
  pending ??= import('./login-later').then((screens) => {
    loaded = screens;
    return screens;
  });
  return pending;
};

/**
 * The other screens of the login widget: `undefined` until they are downloaded, which starts right
 * after the first screen shows. Rendered directly once here, so moving to sign-up or recovery never
 * passes through a loading state once the module is in (a `React.lazy` screen would, once).
 */
export function useLaterScreens(): LaterScreens | undefined {
  const [screens, setScreens] = useState(loaded);
  useEffect(() => {
    if (screens) return;
    let active = true;
    loadLaterScreens().then(
      (module) => {
        if (active) setScreens(module);
      },
      () => {},
    );
    return () => {
      active = false;
    };
  }, [screens]);
  return screens;
}

/** Suspends until the other screens are downloaded: inside a `LazySection`, its loading state. */
export function AwaitLaterScreens() {
  use(loadLaterScreens());
  return null;
}
