import type { AppAbility } from '@facturo/sdk/permissions';

/**
 * Who is calling, whatever the credential: a signed-in user here; an integrator's API key or a
 * widget session later. Every scheme ends in the same CASL ability, so handlers check permissions
 * one way.
 */
export interface Principal {
  /** The credential kind, e.g. `user`. */
  kind: string;
  /** The user behind the call, when there is one. */
  userId: string | null;
  ability: AppAbility;
  /** Organizations the caller belongs to; any other organization answers 404. */
  organizationIds: readonly string[];
}
