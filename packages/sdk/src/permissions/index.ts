/**
 * @facturo/sdk/permissions — Permissions: CASL abilities built from the API's rules, and the clinic subjects they name.
 * @module
 */

export type { AbilityRule, AppAbility } from './abilities';
export { createAbility, updateAbility } from './abilities';
export type { ClinicSubject } from './clinic-subjects';
export { CLINIC_SUBJECTS } from './clinic-subjects';
