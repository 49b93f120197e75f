import { createMongoAbility, type MongoAbility, type MongoQuery, type RawRuleOf } from '@casl/ability';

/**
 * One permission rule as the API sends it in `user_ability_rules`.
 * `action` defaults to `manage` (any action) and `subject` to `all` (anything).
 */
export interface AbilityRule {
  action?: string | string[];
  subject?: string | string[];
  /** `true` forbids instead of allowing. */
  inverted?: boolean;
  /** MongoDB-style conditions on the subject's fields, e.g. `{ organizationId: 'org_1' }`. */
  conditions?: Record<string, unknown>;
  /** Limits the rule to these fields. */
  fields?: string | string[];
  /** Shown when an inverted rule denies something. */
  reason?: string;
}

/** The permission checker built from a user's rules. */
export type AppAbility = MongoAbility<[string, string | Record<string, unknown>], MongoQuery>;

/** Fills the defaults of a rule: `manage` on `all`. */
export function normalizeRule(rule: AbilityRule): RawRuleOf<AppAbility> {
  return {
    action: rule.action ?? 'manage',
    subject: rule.subject ?? 'all',
    ...(rule.inverted ? { inverted: true } : {}),
    ...(rule.conditions ? { conditions: rule.conditions as MongoQuery } : {}),
    ...(rule.fields ? { fields: rule.fields } : {}),
    ...(rule.reason ? { reason: rule.reason } : {}),
  } as RawRuleOf<AppAbility>;
}

/**
 * Builds the CASL ability for a user's rules.
 * @example
 * const ability = createAbility([{ action: 'read', subject: 'Invoice' }]);
 * ability.can('read', 'Invoice'); // true
 */
export function createAbility(rules: readonly AbilityRule[] = []): AppAbility {
  return createMongoAbility<AppAbility>(rules.map(normalizeRule));
}

/** Replaces the rules of an existing ability in place (after login, logout or an organization switch). */
export function updateAbility(ability: AppAbility, rules: readonly AbilityRule[]): void {
  ability.update(rules.map(normalizeRule));
}
