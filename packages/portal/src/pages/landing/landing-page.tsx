import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { NewsletterSection } from './newsletter-section';
import { PricingSection } from './pricing-section';
import { TeamSection } from './team-section';

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
      <ContactSection />
      <NewsletterSection />
    </>
  );
}
