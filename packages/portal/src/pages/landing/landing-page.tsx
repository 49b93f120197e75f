import { lazy, Suspense } from 'react';
import { AfterHydration } from '../../ui/after-hydration';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PricingSection } from './pricing-section';
import { TeamSection } from './team-section';

// Requested as the page first renders, below the fold: `/landing-page#contact` still lands on the form
// (the scroll manager waits for a hash target that is not rendered yet). Not in the prerendered page:
// forms need the app to work anyway, and leaving them out keeps the hydration (the main thread's work
// before the page answers) short; the prerendered page preloads their code and styles.
const LandingForms = lazy(() => import('./landing-forms'));

/**
 * The landing page: hero, features, pricing (the pricing-table widget), FAQ, team, contact form and
 * newsletter. Sections have ids, so `/landing-page#pricing` scrolls to the plans.
 */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <PricingSection />
      <FaqSection />
      <TeamSection />
      <AfterHydration fallback={null}>
        <Suspense fallback={null}>
          <LandingForms />
        </Suspense>
      </AfterHydration>
    </>
  );
}
