import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import type { AppDeps } from '../kernel/app-deps';
import type { UserPrincipal } from './user-authenticator';

/** Where a request came from, for audit trails. */
export interface RequestOrigin {
  clientIp: string;
  requestId: string;
}

/**
 * A member's role changed. Announced inside the transaction that changed it, so what a handler
 * writes with `trx` is committed, or rolled back, with the change.
 */
export interface MembershipRoleChanged {
  trx: Transaction<Database>;
  deps: AppDeps;
  /** Who changed the role. */
  principal: UserPrincipal;
  organizationId: string;
  membershipId: string;
  origin: RequestOrigin;
}

declare module '../kernel/app-events' {
  interface AppEvents {
    /** A member's role changed (not on removal or leaving); the clinic audits it. */
    'membership.role_changed': MembershipRoleChanged;
  }
}
