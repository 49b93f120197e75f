import { useIncludedTexts } from '../../services/area-texts';
import { ContactSection } from './contact-section';
import { NewsletterSection } from './newsletter-section';

// What the forms show beyond the landing page's texts: field labels, validation and sent messages.
const FORM_NAMESPACES = ['login', 'success', 'validation'] as const;

/**
 * The landing page's two forms, the contact form and the newsletter sign-up: their own chunk with
 * their validation rules (the contact contract pulls in the phone and language rules of the account
 * schemas), so the hero and the plans paint without waiting for them.
 */
export default function LandingForms() {
  useIncludedTexts(FORM_NAMESPACES);
  return (
    <>
      <ContactSection />
      <NewsletterSection />
    </>
  );
}
