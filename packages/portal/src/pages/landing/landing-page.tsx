import { AfterHydration } from '../../ui/after-hydration';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFormsOnApproach } from './landing-forms-on-approach';
import { PricingSection } from './pricing-section';
import { TeamSection } from './team-section';

/**
 * The landing page: hero, features, pricing (the pricing-table widget), FAQ, team, contact form and
 * newsletter. Sections have ids, so `/landing-page#pricing` scrolls to the plans.
 *
 * The forms load as the visitor nears them (or at once for `#contact`: the scroll manager waits for a
 * hash target that is not rendered yet), and only after hydration: they are not in the prerendered
 * page, which keeps the hydration short; forms need the app to work anyway.
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
        <LandingFormsOnApproach />
      </AfterHydration>
    </>
  );
}
