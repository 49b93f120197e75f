import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSubscriptions } from '../../../data/billing.queries';
import { usePrefixes } from '../../../data/integrations.queries';
import { canInOrganization } from '../../../data/organization-ability';
import type { SluggedOrganization } from '../../../data/organization-slug';
import { useMembers } from '../../../data/organizations.queries';
import { useAbility, useLocale, useT } from '../../../services/services-context';
import { Card } from '../../../ui/card';
import * as card from '../../../ui/card.css';
import { formatShortDate } from '../../../ui/format';
import { IconAlertTriangle, IconCalendarDue, IconReceiptTax, IconUsers } from '../../../ui/icons';
import * as table from '../../../ui/page.css';
import { useWorkspaceOrganization } from '../organization-context';
import { PrefixAlerts } from './prefix-alerts';
import * as styles from './tabs.css';

function Stat({ icon: Icon, label, value }: { icon: TablerIcon; label: string; value: ReactNode }) {
  return (
    <Card>
      <div style={{ display: 'flex', gap: 14, alignItems: 'center' }}>
        <span className={styles.statIcon} aria-hidden="true">
          <Icon size={26} />
        </span>
        <div>
          <p className={styles.statValue}>{value}</p>
          <p className={table.muted}>{label}</p>
        </div>
      </div>
    </Card>
  );
}

/** An organization at a glance: members, active plans, next charge and numbering alerts. */
export function OrganizationOverview({ organization }: { organization: SluggedOrganization }) {
  const t = useT();
  const locale = useLocale();
  const ability = useAbility();
  const canSeeMembers = canInOrganization(ability, 'read', 'Member', organization.id);
  const canSeePrefixes = canInOrganization(ability, 'read', 'Prefix', organization.id);
  const members = useMembers(organization.id);
  const subscriptions = useSubscriptions(organization.id);
  const prefixes = usePrefixes(organization.id, canSeePrefixes);
  const active = (subscriptions.data ?? []).filter((item) => item.status === 'active');
  const next = (subscriptions.data ?? [])
    .map((item) => item.billingDate)
    .filter((date): date is string => Boolean(date))
    .sort()[0];
  const alerts = (prefixes.data ?? []).filter((prefix) => prefix.alerts.length > 0);
  return (
    <div className={card.stack}>
      <div className={card.grid}>
        {canSeeMembers ? (
          <Stat
            icon={IconUsers}
            // While loading the label reads in the plural, as "…" does.
            label={t('portal.statMembers', { count: members.data?.length ?? 2 })}
            value={members.data?.length ?? '…'}
          />
        ) : null}
        <Stat
          icon={IconReceiptTax}
          label={t('portal.statActivePlans', { count: subscriptions.isPending ? 2 : active.length })}
          value={subscriptions.isPending ? '…' : active.length}
        />
        <Stat
          icon={IconCalendarDue}
          label={t('portal.nextCharge')}
          value={next ? formatShortDate(next, locale) : '—'}
        />
        {canSeePrefixes ? (
          <Stat
            icon={IconAlertTriangle}
            label={t('portal.statPrefixAlerts', { count: prefixes.isPending ? 2 : alerts.length })}
            value={prefixes.isPending ? '…' : alerts.length}
          />
        ) : null}
      </div>
      {canSeePrefixes && alerts.length > 0 ? (
        <Card title={t('portal.prefixAlertsTitle')} subtitle={t('portal.prefixAlertsSubtitle')}>
          <PrefixAlerts prefixes={alerts} />
        </Card>
      ) : null}
    </div>
  );
}

/** The overview tab of the workspace. */
export function OverviewTab() {
  return <OrganizationOverview organization={useWorkspaceOrganization()} />;
}
