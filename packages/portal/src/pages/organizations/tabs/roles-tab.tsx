import type { TranslationKey } from '@facturo/sdk/i18n';
import { ORGANIZATION_ROLES, type OrganizationRole } from '@facturo/sdk/schemas';
import { useMembers } from '../../../data/organizations.queries';
import { useT } from '../../../services/services-context';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import * as card from '../../../ui/card.css';
import { useWorkspaceOrganization } from '../organization-context';
import * as styles from './tabs.css';

/** What each role may do, as the API's permission table grants it (three points per role). */
const CAPABILITIES: Record<OrganizationRole, readonly TranslationKey[]> = {
  owner: ['portal.roleCan_owner1', 'portal.roleCan_owner2', 'portal.roleCan_owner3'],
  admin: ['portal.roleCan_admin1', 'portal.roleCan_admin2', 'portal.roleCan_admin3'],
  billing: ['portal.roleCan_billing1', 'portal.roleCan_billing2', 'portal.roleCan_billing3'],
  clinician: ['portal.roleCan_clinician1', 'portal.roleCan_clinician2', 'portal.roleCan_clinician3'],
  viewer: ['portal.roleCan_viewer1', 'portal.roleCan_viewer2', 'portal.roleCan_viewer3'],
};

/** The roles of the organization: what each may do and how many members hold it. */
export function RolesTab() {
  const t = useT();
  const organization = useWorkspaceOrganization();
  const members = useMembers(organization.id);
  return (
    <div className={card.grid}>
      {ORGANIZATION_ROLES.map((role) => {
        const count = members.data?.filter((member) => member.role === role).length;
        return (
          <Card key={role}>
            <div className={styles.roleCard}>
              <div
                style={{ display: 'flex', justifyContent: 'space-between', gap: 12, alignItems: 'center' }}
              >
                <h2 style={{ fontSize: '1.125rem', fontWeight: 700 }}>{t(`portal.role_${role}`)}</h2>
                {count !== undefined ? (
                  <Badge tone={count ? 'primary' : 'neutral'}>{t('portal.memberCount', { count })}</Badge>
                ) : null}
              </div>
              <p>{t(`portal.roleSummary_${role}`)}</p>
              <ul className={styles.capabilities}>
                {CAPABILITIES[role].map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
