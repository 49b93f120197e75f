import {
  departments,
  findMunicipality,
  HEALTH_DOCUMENT_TYPES,
  HEALTH_REGIME_NAMES,
  localizedText,
} from '@facturo/sdk/co';
import type { Patient } from '@facturo/sdk/schemas';
import { Button } from '@facturo/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePatientActions } from '../../../data/clinic-patients.queries';
import { useLocale, useT } from '../../../services/services-context';
import { Card } from '../../../ui/card';
import { formatShortDate } from '../../../ui/format';
import { DetailsList } from '../../../ui/page-header';
import { documentLabel } from '../shared/clinic-format';
import { PatientForm } from './patient-form';

/**
 * "Medellín, Antioquia" for a DIVIPOLA municipality code. The list is a separate chunk loaded on
 * first use; until it arrives (or for a code it does not know) the code itself stands in.
 */
export function usePlaceName(municipalityCode: string): string {
  const place = useQuery({
    queryKey: ['divipola', 'place', municipalityCode],
    queryFn: async () => {
      const [municipality, all] = await Promise.all([findMunicipality(municipalityCode), departments()]);
      if (!municipality) return null;
      const department = all.find((item) => item.code === municipality.departmentCode);
      return department ? `${municipality.name}, ${department.name}` : municipality.name;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return place.data ?? municipalityCode;
}

/** The patient's identification and contact data (the address by place name), and its edition for those allowed. */
export function PatientOverview({
  clinicId,
  patient,
  canEdit,
}: {
  clinicId: string;
  patient: Patient;
  canEdit: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const { update } = usePatientActions(clinicId);
  const place = usePlaceName(patient.address.municipalityCode);
  if (editing) {
    return (
      <Card title={t('clinic.editPatient')}>
        <PatientForm
          patient={patient}
          onCancel={() => setEditing(false)}
          onSubmit={async (changes) => {
            await update.mutateAsync({ id: patient.id, changes });
            setEditing(false);
          }}
        />
      </Card>
    );
  }
  const contact = patient.emergencyContact;
  return (
    <Card
      title={t('clinic.patientData')}
      actions={
        canEdit ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('clinic.edit')}
          </Button>
        ) : null
      }
    >
      <DetailsList
        items={[
          {
            label: t('clinic.document'),
            value: `${documentLabel(patient.documentType, patient.documentNumber)} (${localizedText(HEALTH_DOCUMENT_TYPES[patient.documentType].name, locale)})`,
          },
          { label: t('clinic.birthdate'), value: formatShortDate(patient.birthdate, locale) },
          { label: t('clinic.sex'), value: t(`clinic.sex_${patient.sex}`) },
          {
            label: t('clinic.civilStatus'),
            value: patient.civilStatus ? t(`clinic.civilStatus_${patient.civilStatus}`) : '—',
          },
          { label: t('clinic.occupation'), value: patient.occupation ?? '—' },
          { label: t('clinic.phone'), value: patient.phone ?? '—' },
          { label: t('clinic.email'), value: patient.email ?? '—' },
          { label: t('clinic.address'), value: `${patient.address.address} · ${place}` },
          { label: t('clinic.regime'), value: localizedText(HEALTH_REGIME_NAMES[patient.regime], locale) },
          {
            label: t('clinic.insurer'),
            value: [patient.insurerName, patient.insurerCode].filter(Boolean).join(' · ') || '—',
          },
          {
            label: t('clinic.emergencyContact'),
            value: contact ? `${contact.name} (${contact.relationship}) · ${contact.phone}` : '—',
          },
          {
            label: t('clinic.companion'),
            value: patient.companion ? `${patient.companion.name} · ${patient.companion.phone}` : '—',
          },
        ]}
      />
    </Card>
  );
}
