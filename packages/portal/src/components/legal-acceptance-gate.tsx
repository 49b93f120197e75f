import { acceptLegalTerms } from '@facturo/sdk/endpoints';
import { LEGAL_DOCUMENTS } from '@facturo/sdk/schemas';
import { Button } from '@facturo/ui';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useIncludedTexts } from '../services/area-texts';
import { PORTAL_NAMESPACES } from '../services/portal-services';
import { useServices, useT } from '../services/services-context';
import * as dialog from '../ui/dialog.css';
import { FormMessages } from '../ui/form-messages';
import { ModalDialog } from '../ui/modal-dialog';

/**
 * Asks a signed-in user to accept newer terms and data policy (Ley 1581 de 2012: consent must be
 * informed, and a new version asks again). Both documents open in a new tab so this stays; the
 * only way on is accepting (or signing out from the menu behind).
 */
export default function LegalAcceptanceGate() {
  // The landing page may show it without the account's texts, which hold its wording.
  useIncludedTexts(PORTAL_NAMESPACES);
  const t = useT();
  const titleId = useId();
  const { client, session } = useServices();
  const accept = useMutation({
    mutationFn: () =>
      client.call(acceptLegalTerms, {
        body: {
          termsVersion: LEGAL_DOCUMENTS.terms.version,
          privacyVersion: LEGAL_DOCUMENTS.privacy.version,
        },
      }),
    onSuccess: (me) => session.update({ userData: me.userData, userAbilityRules: me.userAbilityRules }),
  });
  return (
    <ModalDialog open labelledBy={titleId} onDismiss={() => {}}>
      <div className={dialog.content}>
        <h2 id={titleId} className={dialog.title}>
          {t('portal.legalUpdateTitle')}
        </h2>
        <p>{t('portal.legalUpdateBody')}</p>
        <ul>
          <li>
            <a href={LEGAL_DOCUMENTS.terms.path} target="_blank" rel="noopener">
              {t('nav.legalTerms')}
            </a>
          </li>
          <li>
            <a href={LEGAL_DOCUMENTS.privacy.path} target="_blank" rel="noopener">
              {t('nav.legalPrivacy')}
            </a>
          </li>
        </ul>
        <FormMessages error={accept.error ? (accept.error as Error).message : null} />
        <div className={dialog.actions}>
          <Button busy={accept.isPending} onClick={() => accept.mutate()}>
            {t('portal.legalUpdateAccept')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
