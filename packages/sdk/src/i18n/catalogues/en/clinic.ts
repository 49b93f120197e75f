/** Clinic module: patients, clinical history, appointments, admissions, holidays, schedule locks. */
export const clinic = {} as const;
