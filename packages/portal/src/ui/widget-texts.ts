import type { TranslationOverrides } from '@facturo/widgets';
import { useMemo } from 'react';
import { useLocale, useT } from '../services/services-context';

/**
 * The portal's words for texts the widgets write for partners' pages. A widget's refusal says "ask
 * whoever set up this page", which on the portal points nowhere: here the member asks an owner or an
 * administrator of their organization, as the portal's own not-authorized page says. Pass the result
 * as the widget's `translations`.
 */
export function usePortalWidgetTexts(): TranslationOverrides {
  const t = useT();
  const locale = useLocale();
  return useMemo(() => {
    const refusal = t('portal.notAuthorizedBody');
    return {
      [locale]: {
        invoices: { noAccessBody: refusal },
        billingDate: { noAccessBody: refusal },
        subscriptions: { noAccessBody: refusal },
      },
    };
  }, [t, locale]);
}
