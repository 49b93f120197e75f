import type { TranslationKey } from '@facturo/sdk/i18n';
import type { ReactNode } from 'react';
import { useT } from '../../services/services-context';
import { Card } from '../../ui/card';
import { IconCertificate, IconLock, IconReceiptTax } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import * as styles from './purchase.css';

const ASSURANCES = [
  { icon: IconLock, title: 'portal.assuranceSecureTitle', body: 'portal.assuranceSecureBody' },
  { icon: IconReceiptTax, title: 'portal.assuranceIvaTitle', body: 'portal.assuranceIvaBody' },
  { icon: IconCertificate, title: 'portal.assuranceInvoiceTitle', body: 'portal.assuranceInvoiceBody' },
] as const;

/**
 * The frame of the purchase pages: the title, the checkout widget (which shows its own progress
 * through the steps) and what the buyer can count on.
 */
export function PurchaseFrame({
  titleKey,
  subtitleKey,
  children,
}: {
  titleKey: TranslationKey;
  subtitleKey: TranslationKey;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.container}>
      <PageHeader title={t(titleKey)} subtitle={t(subtitleKey)} />
      <div className={styles.grid}>
        <div>{children}</div>
        <Card title={t('portal.assuranceTitle')} level={2}>
          <ul className={styles.assurance}>
            {ASSURANCES.map(({ icon: Icon, title, body }) => (
              <li key={title} className={styles.assuranceItem}>
                <Icon size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
                <span>
                  <strong>{t(title)}</strong>
                  <br />
                  <span style={{ opacity: 0.8 }}>{t(body)}</span>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
