import { departments, municipalities } from '@facturo/sdk/co';
import { ADDRESS_ZONES } from '@facturo/sdk/schemas';
import type { FormFields } from '@facturo/ui';
import { SelectField, TextField } from '@facturo/ui';
import { useId } from 'react';
import { useQuery } from '../../runtime/react/use-query';
import { useWidget } from '../../runtime/react/widget-context';
import * as choice from '../../ui/choice.css';
import * as layout from '../../ui/form-layout.css';
import type { BillingValues } from './billing-values';

const ZONE_KEYS = { urban: 'domain.zoneUrban', rural: 'domain.zoneRural' } as const;

/**
 * The billing address in Colombia: department, then its municipalities (DANE's DIVIPOLA list, a chunk
 * downloaded when this form first shows), zone, street address and the optional 4-72 postal code.
 * Codes are stored, names are shown.
 */
export function AddressFields({ form }: { form: FormFields<BillingValues> }) {
  const { t } = useWidget();
  const groupId = useId();
  const values = form.values;
  const errors = form.errors;
  const departmentList = useQuery('divipola|departments', departments);
  const municipalityList = useQuery(
    `divipola|${values.departmentCode}`,
    () => municipalities(values.departmentCode),
    {
      enabled: values.departmentCode !== '',
    },
  );
  const loading = t('common.loading');

  const chooseDepartment = (code: string) => {
    form.set('departmentCode', code);
    if (!values.municipalityCode.startsWith(code)) form.set('municipalityCode', '');
  };

  return (
    <>
      <div className={layout.row}>
        <SelectField
          label={t('checkout.department')}
          value={values.departmentCode}
          onValueChange={chooseDepartment}
          placeholder={departmentList.status === 'pending' ? loading : t('checkout.chooseDepartment')}
          options={(departmentList.data ?? []).map((department) => ({
            value: department.code,
            label: department.name,
          }))}
          errors={errors.departmentCode}
          autoComplete="address-level1"
        />
        <SelectField
          label={t('checkout.municipality')}
          value={values.municipalityCode}
          onValueChange={(code) => form.set('municipalityCode', code)}
          placeholder={
            values.departmentCode === ''
              ? t('checkout.chooseDepartmentFirst')
              : municipalityList.status === 'pending'
                ? loading
                : t('checkout.chooseMunicipality')
          }
          disabled={values.departmentCode === ''}
          options={(municipalityList.data ?? []).map((municipality) => ({
            value: municipality.code,
            label: municipality.name,
          }))}
          errors={errors.municipalityCode}
          autoComplete="address-level2"
        />
      </div>
      <fieldset className={choice.group}>
        <legend className={choice.legend}>{t('checkout.zone')}</legend>
        {ADDRESS_ZONES.map((zone) => (
          <label key={zone} className={choice.card}>
            <input
              className={choice.radio}
              type="radio"
              name={`${groupId}-zone`}
              checked={values.zone === zone}
              onChange={() => form.set('zone', zone)}
            />
            {t(ZONE_KEYS[zone])}
          </label>
        ))}
      </fieldset>
      <div className={layout.row}>
        <TextField
          label={t('checkout.address')}
          autoComplete="street-address"
          hint={t('checkout.addressHint')}
          {...form.field('address')}
        />
        <TextField
          label={t('checkout.postalCode')}
          optional
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          {...form.field('postalCode')}
        />
      </div>
    </>
  );
}
