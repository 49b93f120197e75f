import { createAbility } from '@facturo/sdk/permissions';

/**
 * The CASL side of the portal's permissions, downloaded only when a session has rules (see
 * `LazyAbility`). A module of its own, not an import of `@facturo/sdk/permissions` itself: the
 * landing page imports that barrel for `CLINIC_SUBJECTS`, and a dynamic import of the barrel would
 * put all of it, CASL included, into the landing page's first download.
 */
export const caslAbilityFor = createAbility;
