import { useT } from '../../services/services-context';
import { ButtonLink } from '../../ui/button-link';
import { IconPlus } from '../../ui/icons';

/** The call to action that opens the organization-creation page. */
export function CreateOrganizationLink() {
  const t = useT();
  return (
    <ButtonLink to="/organizations/organization-create">
      <IconPlus size={18} aria-hidden="true" />
      {t('nav.organizationCreate')}
    </ButtonLink>
  );
}
