import { type AbilityRule, CLINIC_SUBJECTS } from '@facturo/sdk/permissions';
import type { OrganizationKind, OrganizationRole } from '@facturo/sdk/schemas';

/** A member's role (the sdk's `ORGANIZATION_ROLES`). */
export type Role = OrganizationRole;

/** Every permission subject (PascalCase, as the portal's route metadata names them). */
export const SUBJECTS = [
  'Organization',
  'Member',
  'Invoice',
  'Subscription',
  'Payment',
  'BillingSchedule',
  'Prefix',
  'ApiKey',
  ...CLINIC_SUBJECTS,
] as const;

/** A permission subject. */
export type Subject = (typeof SUBJECTS)[number];

/** Actions; `manage` means any action. */
export type Action = 'read' | 'create' | 'update' | 'delete' | 'manage';

interface Grant {
  action: Action | readonly Action[];
  subject: Subject | readonly Subject[];
  /** A forbidding rule: it wins over any grant for the same organization. */
  inverted?: true;
}

const BILLING_DATA = ['Invoice', 'Subscription', 'Payment', 'BillingSchedule', 'Prefix'] as const;
const CLINIC_OPERATIONS = ['Patient', 'Appointment', 'Admission', 'Holiday', 'ScheduleLock'] as const;
// Clinical history is append-only for everyone: nobody gets update or delete on it.
const CLINICAL_WRITE = { action: ['read', 'create'], subject: 'ClinicalHistory' } as const;
const NO_CLINICAL = { action: 'manage', subject: 'ClinicalHistory', inverted: true } as const;
// What exists only in clinics: a company has no patients, agenda or clinical history to grant.
const CLINIC_ONLY: ReadonlySet<Subject> = new Set([...CLINIC_OPERATIONS, 'ClinicalHistory']);

/**
 * What each role may do inside its organization. The one table the API enforces and the portal
 * receives (`user_ability_rules`); `role-rules.test.ts` checks it cell by cell.
 */
export const ROLE_GRANTS: Readonly<Record<Role, readonly Grant[]>> = {
  owner: [
    {
      action: 'manage',
      subject: ['Organization', 'Member', 'ApiKey', ...BILLING_DATA, ...CLINIC_OPERATIONS],
    },
    CLINICAL_WRITE,
  ],
  admin: [
    { action: ['read', 'update'], subject: 'Organization' },
    { action: 'manage', subject: ['Member', 'ApiKey', ...BILLING_DATA, ...CLINIC_OPERATIONS] },
    NO_CLINICAL,
  ],
  billing: [
    { action: 'read', subject: ['Organization', 'Member', 'Patient', 'Admission', 'Holiday'] },
    { action: 'manage', subject: BILLING_DATA },
    NO_CLINICAL,
  ],
  clinician: [
    { action: 'read', subject: ['Organization', 'Member', 'Holiday'] },
    { action: 'manage', subject: ['Patient', 'Appointment', 'Admission', 'ScheduleLock'] },
    CLINICAL_WRITE,
  ],
  viewer: [{ action: 'read', subject: ['Organization', 'Member', 'Holiday', ...BILLING_DATA] }, NO_CLINICAL],
};

/** Rules every signed-in user has, whatever their memberships. */
export const BASE_RULES: readonly AbilityRule[] = [
  { action: 'create', subject: 'Organization' },
  { action: 'manage', subject: 'Profile' },
];

const list = <T>(value: T | readonly T[]): T[] => (Array.isArray(value) ? [...value] : [value as T]);

/**
 * The CASL rules of one membership. Conditions pin each rule to the organization: `id` for the
 * Organization itself, `organizationId` for everything inside it. The clinic subjects are granted
 * in clinics only, so owning a company never reads as a right over clinical data.
 */
export function rulesForRole(role: Role, organizationId: string, kind: OrganizationKind): AbilityRule[] {
  return ROLE_GRANTS[role].flatMap((grant) =>
    list(grant.subject)
      .filter((subject) => kind === 'clinic' || !CLINIC_ONLY.has(subject))
      .map((subject) => {
        const actions = list(grant.action);
        return {
          action: actions.length === 1 ? (actions[0] as Action) : actions,
          subject,
          conditions: subject === 'Organization' ? { id: organizationId } : { organizationId },
          ...(grant.inverted ? { inverted: true } : {}),
        };
      }),
  );
}

/** All rules of a user: the base rules, then one block per membership. */
export function rulesForMemberships(
  memberships: readonly { organizationId: string; role: Role; kind: OrganizationKind }[],
): AbilityRule[] {
  return [...BASE_RULES, ...memberships.flatMap((m) => rulesForRole(m.role, m.organizationId, m.kind))];
}
