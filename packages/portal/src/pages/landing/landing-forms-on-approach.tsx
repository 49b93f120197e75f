import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

// The forms' own chunk, with their validation rules and the account schemas they read.
const LandingForms = lazy(() => import('./landing-forms'));

/** The sections the forms render; an address naming one (`/landing-page#contact`) loads them at once. */
const FORM_HASHES = ['#contact'];

/** How far below the screen the forms start loading: far enough to be drawn before they scroll in. */
const APPROACH_MARGIN = '1200px 0px';

/**
 * The landing page's forms (contact, newsletter), downloaded when the visitor comes near them or asks
 * for them by address: they are the last sections, and their code, rules and schemas are about a
 * tenth of the page's first download, which the hero and the plans do not need. Without
 * `IntersectionObserver` they load at once.
 */
export function LandingFormsOnApproach() {
  const { hash } = useLocation();
  const [near, setNear] = useState(false);
  const marker = useRef<HTMLDivElement>(null);
  const wanted = near || FORM_HASHES.includes(hash);

  useEffect(() => {
    if (wanted) return;
    const node = marker.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [wanted]);

  return wanted ? (
    <Suspense fallback={null}>
      <LandingForms />
    </Suspense>
  ) : (
    <div ref={marker} />
  );
}
