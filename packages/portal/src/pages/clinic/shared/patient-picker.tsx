import type { Patient } from '@facturo/sdk/schemas';
import { SelectField, TextField } from '@facturo/ui';
import { useEffect, useState } from 'react';
import { usePatientSearch } from '../../../data/clinic-patients.queries';
import { useT } from '../../../services/services-context';
import * as fields from '../../../ui/form-layout.css';
import { documentLabel } from './clinic-format';

/** Props of {@link PatientPicker}. */
export interface PatientPickerProps {
  clinicId: string;
  /** The chosen patient's id (`''` for none). */
  value: string;
  onChange: (patient: Patient | null) => void;
  errors?: readonly string[] | undefined;
  /** A patient already known (opened from their profile), offered without searching. */
  initial?: Patient | null;
}

/** Debounces a typed value so a search does not run on every key. */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Finds a patient by name or document: a search box, then a native select of the matches (both
 * plain form controls, so keyboard and screen-reader use need nothing special).
 */
export function PatientPicker({ clinicId, value, onChange, errors, initial }: PatientPickerProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const results = usePatientSearch(clinicId, { q, page: 1, pageSize: 20 }, q.trim().length >= 2);
  const options = [
    ...(initial ? [initial] : []),
    ...(results.data?.items ?? []).filter((item) => item.id !== initial?.id),
  ];
  return (
    <div className={fields.row}>
      <TextField
        label={t('clinic.searchPatient')}
        type="search"
        value={search}
        onValueChange={setSearch}
        hint={t('clinic.searchPatientHint')}
      />
      <SelectField
        label={t('clinic.patient')}
        placeholder={
          options.length
            ? t('portal.choose')
            : q.trim().length >= 2 && results.isSuccess
              ? t('clinic.noPatientFound')
              : t('clinic.typeToFindPatient')
        }
        options={options.map((patient) => ({
          value: patient.id,
          label: `${patient.fullName} · ${documentLabel(patient.documentType, patient.documentNumber)}`,
        }))}
        value={value}
        errors={errors}
        onValueChange={(id) => onChange(options.find((patient) => patient.id === id) ?? null)}
      />
    </div>
  );
}
