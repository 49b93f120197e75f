/** Said of every clinic route: how membership, the organization kind and the role are checked. */
export const CLINIC_ACCESS_NOTE =
  'Not found when the caller is not a member of the organization (also when it exists) or it is not a clinic; 403 `forbidden` when the role does not allow it.';

/** The errors every clinic route may answer besides validation: 403 for the role, 404 for the rest. */
export const CLINIC_ACCESS_ERRORS = { 403: ['forbidden'], 404: ['not_found'] } as const;
