import type { PortalNavItem } from './nav-item';
import { accountNav } from './sections/account.nav';
import { clinicNav } from './sections/clinic.nav';
import { organizationsNav } from './sections/organizations.nav';
import { storeNav } from './sections/store.nav';

/**
 * The full app's menu, one list per section file. A new area writes `sections/<area>.nav.ts` (entries
 * with `action`/`subject`, so users without the permission never see them) and adds one line here.
 */
export const navItems: readonly PortalNavItem[] = [
  ...accountNav,
  ...organizationsNav,
  ...clinicNav,
  ...storeNav,
];
