import {
  DOCUMENT_TYPES,
  FISCAL_RESPONSIBILITIES,
  localizedText,
  TAX_SCHEMES,
  TAXPAYER_TYPES,
} from '@facturo/sdk/co';
import { useMe } from '../../data/me.queries';
import { languageName } from '../../services/languages';
import { useLocale, useT } from '../../services/services-context';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import * as card from '../../ui/card.css';
import { formatDocument, formatShortDate } from '../../ui/format';
import { DetailsList } from '../../ui/page-header';
import { QueryFallback } from '../../ui/query-fallback';

/** The profile's overview: contact and taxpayer data as others see them on invoices. */
export function ProfileTab() {
  const t = useT();
  const locale = useLocale();
  const me = useMe();
  if (!me.isSuccess) return <QueryFallback query={me} />;
  const user = me.data.userData;
  const document = formatDocument(user);
  const edit = (
    <ButtonLink to="/pages/account-settings/account" variant="tonal" size="sm">
      {t('portal.edit')}
    </ButtonLink>
  );
  return (
    <div className={card.grid}>
      <Card title={t('portal.aboutTitle')} actions={edit}>
        <DetailsList
          items={[
            { label: t('login.email'), value: user.email },
            { label: t('login.cellphone'), value: user.cellphone ?? '—' },
            { label: t('portal.contactPhone'), value: user.phone ?? '—' },
            {
              label: t('portal.birthdate'),
              value: user.birthdate ? formatShortDate(user.birthdate, locale) : '—',
            },
            { label: t('portal.username'), value: user.username ?? '—' },
            {
              label: t('portal.emailLanguage'),
              value: <span lang={user.language}>{languageName(user.language)}</span>,
            },
          ]}
        />
      </Card>
      <Card title={t('portal.taxpayerData')} actions={edit}>
        <DetailsList
          items={[
            {
              label: t('login.taxpayerType'),
              value: localizedText(TAXPAYER_TYPES[user.taxpayerType], locale),
            },
            { label: localizedText(DOCUMENT_TYPES[user.documentType].name, locale), value: document },
            ...(user.companyName ? [{ label: t('login.companyName'), value: user.companyName }] : []),
            ...(user.commercialName
              ? [{ label: t('login.commercialName'), value: user.commercialName }]
              : []),
            { label: t('portal.taxScheme'), value: localizedText(TAX_SCHEMES[user.taxScheme], locale) },
            {
              label: t('portal.fiscalResponsibilities'),
              value: user.fiscalResponsibilities
                .map((code) => localizedText(FISCAL_RESPONSIBILITIES[code], locale))
                .join(', '),
            },
            {
              label: t('login.electronicBiller'),
              value: t(user.electronicBiller ? 'common.yes' : 'common.no'),
            },
          ]}
        />
      </Card>
    </div>
  );
}
