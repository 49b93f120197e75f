import type { Translate } from '@facturo/sdk/i18n';
import type { Admission } from '@facturo/sdk/schemas';
import type { Column } from '../shared/clinic-table';

/** "EPS · EPS Sura": who pays for a visit. */
export const payerLabel = (admission: Admission, t: Translate): string =>
  [t(`clinic.payer_${admission.payer.type}`), admission.payer.name].filter(Boolean).join(' · ');

/**
 * The columns every admissions table shares: professional, payer and reason. The reason is clinical
 * data: roles that may not read it get a neutral placeholder (the API never sends it to them).
 */
export const admissionColumns = (t: Translate): Column<Admission>[] => [
  { header: t('clinic.professional'), cell: (admission) => admission.professionalName },
  { header: t('clinic.payer'), cell: (admission) => payerLabel(admission, t) },
  { header: t('clinic.reason'), cell: (admission) => admission.clinical?.reason ?? t('clinic.reasonHidden') },
];
