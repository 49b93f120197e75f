import type { TranslationKey } from '@facturo/sdk/i18n';

/** A link of the public website's header. */
export interface FrontLink {
  to: string;
  labelKey: TranslationKey;
}

/** The team section: in the footer and the overlay menu, left out of the crowded header. */
export const TEAM_LINK: FrontLink = { to: '/landing-page#team', labelKey: 'nav.team' };

/** The landing page's sections, reached by hash (smooth scroll, 60 px above the section). */
export const LANDING_SECTION_LINKS: readonly FrontLink[] = [
  { to: '/landing-page#features', labelKey: 'nav.features' },
  { to: '/landing-page#pricing', labelKey: 'nav.pricing' },
  { to: '/landing-page#faq', labelKey: 'nav.faq' },
  TEAM_LINK,
  { to: '/landing-page#contact', labelKey: 'nav.contact' },
];

/** The help center, which only the full app deploys as a separate page. */
export const HELP_LINK: FrontLink = { to: '/front-pages/help-center', labelKey: 'nav.helpCenter' };
