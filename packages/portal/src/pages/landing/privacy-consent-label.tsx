import { LEGAL_DOCUMENTS } from '@facturo/sdk/schemas';
import { useT } from '../../services/services-context';

/** The contact and newsletter consent, with the data policy it refers to one click away (a new tab). */
export function PrivacyConsentLabel() {
  const t = useT();
  return (
    <>
      {t('portal.privacyConsent')}{' '}
      <a href={LEGAL_DOCUMENTS.privacy.path} target="_blank" rel="noopener">
        {t('portal.readPrivacyPolicy')}
      </a>
    </>
  );
}
