import { useMe } from '../../data/me.queries';
import { ProfileForm } from '../../forms/profile-form';
import { QueryFallback } from '../../ui/query-fallback';

/** The account tab: the user's personal and taxpayer data. */
export function AccountTab() {
  const me = useMe();
  if (!me.isSuccess) return <QueryFallback query={me} />;
  return <ProfileForm key={me.data.userData.id} me={me.data} />;
}
