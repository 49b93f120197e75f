import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../services/services-context';

// Downloaded only for a user who must accept newer terms.
const LegalAcceptanceGate = lazy(() => import('./legal-acceptance-gate'));

/**
 * Shows the request to accept newer terms and data policy to a signed-in user whose accepted
 * versions are older (`user_data.legal_acceptance.required`); never while reading the documents.
 */
export function LegalAcceptancePrompt() {
  const { isLoggedIn, userData } = useSession();
  const { pathname } = useLocation();
  const required = (userData as { legalAcceptance?: { required?: boolean } } | null)?.legalAcceptance
    ?.required;
  if (!isLoggedIn || required !== true || pathname.startsWith('/legal/')) return null;
  return (
    <Suspense fallback={null}>
      <LegalAcceptanceGate />
    </Suspense>
  );
}
