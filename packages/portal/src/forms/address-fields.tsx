import { type AddressFormValues, departments, municipalities } from '@facturo/sdk/co';
import { ADDRESS_ZONES } from '@facturo/sdk/schemas';
import { type FormFields, SelectField, TextField } from '@facturo/ui';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../services/services-context';
import * as fields from '../ui/form-layout.css';

/**
 * A Colombian billing address: department, then its municipalities (DIVIPOLA, loaded on first use),
 * zone, street address and the optional 4-72 postal code.
 */
export function AddressFields<Values extends AddressFormValues>({ form }: { form: FormFields<Values> }) {
  const t = useT();
  const { departmentCode } = form.values;
  const departmentList = useQuery({
    queryKey: ['divipola', 'departments'],
    queryFn: departments,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const municipalityList = useQuery({
    queryKey: ['divipola', 'municipalities', departmentCode],
    queryFn: () => municipalities(departmentCode),
    enabled: departmentCode !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const choose = t('portal.choose');
  return (
    <>
      <div className={fields.row}>
        <SelectField
          label={t('portal.department')}
          placeholder={choose}
          options={(departmentList.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
          value={departmentCode}
          errors={form.errors.departmentCode}
          onValueChange={(value) => {
            form.set('departmentCode', value as Values['departmentCode']);
            form.set('municipalityCode', '' as Values['municipalityCode']);
          }}
        />
        <SelectField
          label={t('portal.municipality')}
          placeholder={choose}
          disabled={!departmentCode}
          options={(municipalityList.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
          {...form.field('municipalityCode')}
        />
      </div>
      <div className={fields.row}>
        <SelectField
          label={t('portal.zone')}
          options={ADDRESS_ZONES.map((zone) => ({
            value: zone,
            label: t(zone === 'urban' ? 'domain.zoneUrban' : 'domain.zoneRural'),
          }))}
          {...form.field('zone')}
        />
        <TextField
          label={t('portal.postalCode')}
          inputMode="numeric"
          optional
          hint={t('portal.postalCodeHint')}
          {...form.field('postalCode')}
        />
      </div>
      <TextField
        label={t('portal.address')}
        autoComplete="street-address"
        required
        hint={t('portal.addressHint')}
        {...form.field('address')}
      />
    </>
  );
}
