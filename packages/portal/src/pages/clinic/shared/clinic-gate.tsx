import type { ClinicSubject } from '@facturo/sdk/permissions';
import { EmptyState, ErrorState, LoadingState } from '@facturo/ui';
import type { ReactNode } from 'react';
import { canInOrganization } from '../../../data/organization-ability';
import type { SluggedOrganization } from '../../../data/organization-slug';
import { useOrganizations } from '../../../data/organizations.queries';
import { useCurrentOrganization } from '../../../data/use-current-organization';
import { useAbility, useT } from '../../../services/services-context';
import { ButtonLink } from '../../../ui/button-link';
import { IconStethoscope } from '../../../ui/icons';

type Action = 'read' | 'create' | 'update' | 'delete';
type Subject = ClinicSubject;

/** What the signed-in user may do in one clinic (its role's rules, pinned to that organization). */
export function useClinicPermissions(clinicId: string): (action: Action, subject: Subject) => boolean {
  const ability = useAbility();
  return (action, subject) => canInOrganization(ability, action, subject, clinicId);
}

/**
 * Renders a clinic page for the organization the app works in, once it is known to be a clinic;
 * otherwise explains that the clinic module belongs to clinics and where to choose one.
 */
export function ClinicGate({ children }: { children: (clinic: SluggedOrganization) => ReactNode }) {
  const t = useT();
  const organizations = useOrganizations();
  const organization = useCurrentOrganization();
  if (organizations.isPending) return <LoadingState />;
  if (organizations.isError)
    return <ErrorState error={organizations.error} onRetry={() => void organizations.refetch()} />;
  if (organization?.kind !== 'clinic') {
    return (
      <EmptyState
        icon={<IconStethoscope size={28} />}
        title={t('clinic.notClinicTitle')}
        action={<ButtonLink to="/organizations">{t('clinic.chooseClinic')}</ButtonLink>}
      >
        {t('clinic.notClinicText')}
      </EmptyState>
    );
  }
  return <>{children(organization)}</>;
}
