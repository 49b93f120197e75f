import { verificationDigitFor } from '@facturo/sdk/co';
import { type MeResponse, updateMeRequestSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Button, SelectField, TextField, useForm } from '@facturo/ui';
import { useState } from 'react';
import { useUpdateMe } from '../data/me.queries';
import { PORTAL_LANGUAGES } from '../services/languages';
import { useT } from '../services/services-context';
import { Card } from '../ui/card';
import * as card from '../ui/card.css';
import { DateField } from '../ui/date-field';
import * as fields from '../ui/form-layout.css';
import { FormMessages } from '../ui/form-messages';
import { PersonNameFields, TaxpayerFields } from './taxpayer-fields';
import type { TaxpayerValues } from './taxpayer-values';

type ProfileValues = TaxpayerValues & {
  birthdate: string;
  phone: string;
  cellphone: string;
  username: string;
  language: 'es' | 'en';
};

const orNull = (value: string) => (value.trim() === '' ? null : value);

function valuesOf({ userData: user }: MeResponse): ProfileValues {
  return {
    taxpayerType: user.taxpayerType,
    documentType: user.documentType,
    documentNumber: user.documentNumber,
    firstName: user.firstName,
    secondName: user.secondName ?? '',
    firstSurname: user.firstSurname,
    secondSurname: user.secondSurname ?? '',
    companyName: user.companyName ?? '',
    commercialName: user.commercialName ?? '',
    ivaResponsible: user.ivaResponsible,
    electronicBiller: user.electronicBiller,
    fiscalResponsibilities: [...user.fiscalResponsibilities],
    birthdate: user.birthdate ?? '',
    phone: user.phone ?? '',
    cellphone: user.cellphone ?? '',
    username: user.username ?? '',
    language: user.language,
  };
}

// `PATCH /me`: every field, blanks clearing the optional ones; the API re-checks the merged profile.
function changesOf(values: ProfileValues): Record<string, unknown> {
  const natural = values.taxpayerType === '2';
  return {
    firstName: values.firstName,
    secondName: orNull(values.secondName),
    firstSurname: values.firstSurname,
    secondSurname: orNull(values.secondSurname),
    birthdate: orNull(values.birthdate),
    phone: orNull(values.phone),
    cellphone: orNull(values.cellphone),
    username: orNull(values.username),
    language: values.language,
    taxpayerType: values.taxpayerType,
    documentType: values.documentType,
    documentNumber: values.documentNumber,
    verificationDigit: verificationDigitFor(values.documentType, values.documentNumber) ?? null,
    companyName: natural ? null : orNull(values.companyName),
    commercialName: orNull(values.commercialName),
    ivaResponsible: values.ivaResponsible,
    electronicBiller: values.electronicBiller,
    fiscalResponsibilities: values.fiscalResponsibilities,
  };
}

/** The user's profile: personal data and their own taxpayer data, saved with `PATCH /me`. */
export function ProfileForm({ me }: { me: MeResponse }) {
  const t = useT();
  const update = useUpdateMe();
  const [saved, setSaved] = useState(false);
  const form = useForm(
    valuesOf(me),
    {
      validate: (values, translate) => validate(updateMeRequestSchema, changesOf(values), translate),
      onSubmit: async (changes) => {
        setSaved(false);
        await update.mutateAsync(changes);
        setSaved(true);
      },
    },
    { t },
  );
  return (
    <form className={card.stack} onSubmit={form.submit} noValidate>
      <FormMessages success={saved ? t('success.changes_saved') : null} error={form.formError} />
      <Card title={t('portal.personalData')} subtitle={me.userData.email}>
        <div className={fields.form}>
          <PersonNameFields form={form} />
          <div className={fields.row}>
            <DateField label={t('portal.birthdate')} optional {...form.field('birthdate')} />
            <TextField
              label={t('portal.username')}
              autoComplete="username"
              optional
              {...form.field('username')}
            />
          </div>
          <div className={fields.row}>
            <TextField
              label={t('login.cellphone')}
              type="tel"
              autoComplete="tel"
              optional
              {...form.field('cellphone')}
            />
            <TextField label={t('portal.contactPhone')} type="tel" optional {...form.field('phone')} />
          </div>
          <SelectField
            label={t('portal.emailLanguage')}
            options={PORTAL_LANGUAGES.map((language) => ({ value: language.locale, label: language.name }))}
            {...form.field('language')}
          />
        </div>
      </Card>
      <Card title={t('portal.taxpayerData')} subtitle={t('portal.taxpayerDataHint')}>
        <div className={fields.form}>
          <TaxpayerFields form={form} showPersonalNames={false} />
        </div>
      </Card>
      <div className={fields.actions}>
        <Button type="submit" busy={form.submitting}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
