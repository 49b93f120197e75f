import { CONTACT_TOPICS, type ContactTopic, contactRequestSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Button, CheckboxField, SelectField, TextAreaField, TextField, useForm } from '@facturo/ui';
import { useState } from 'react';
import { useSendContact } from '../../data/contact.api';
import { useServices, useT } from '../../services/services-context';
import { Card } from '../../ui/card';
import * as fields from '../../ui/form-layout.css';
import { FormMessages } from '../../ui/form-messages';
import { withoutBlanks } from '../../ui/form-values';
import { IconClock, IconMail, IconPhone } from '../../ui/icons';
import * as styles from './landing.css';
import { PrivacyConsentLabel } from './privacy-consent-label';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  company: '',
  topic: 'sales' as ContactTopic,
  message: '',
  privacyAccepted: false,
};

function ContactForm() {
  const t = useT();
  const send = useSendContact();
  const [sent, setSent] = useState(false);
  const form = useForm(
    EMPTY,
    {
      validate: (values, translate) => validate(contactRequestSchema, withoutBlanks(values), translate),
      onSubmit: async (data) => {
        await send.mutateAsync(data);
        setSent(true);
        form.reset(EMPTY);
      },
    },
    { t },
  );
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className={styles.featureTitle}>
        {t('portal.contactFormTitle')}
      </h3>
      <FormMessages
        success={sent ? t('portal.contactSentBody') : null}
        successTitle={t('success.contact_soon')}
        error={form.formError}
      />
      <div className={fields.row}>
        <TextField label={t('portal.contactName')} autoComplete="name" required {...form.field('name')} />
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
      </div>
      <div className={fields.row}>
        <TextField
          label={t('portal.contactPhone')}
          type="tel"
          autoComplete="tel"
          optional
          {...form.field('phone')}
        />
        <TextField
          label={t('portal.contactCompany')}
          autoComplete="organization"
          optional
          {...form.field('company')}
        />
      </div>
      <SelectField
        label={t('portal.contactTopic')}
        options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`portal.contactTopic_${topic}`) }))}
        {...form.field('topic')}
      />
      <TextAreaField
        label={t('portal.contactMessage')}
        required
        hint={t('portal.contactMessageHint')}
        {...form.field('message')}
      />
      <CheckboxField
        label={<PrivacyConsentLabel />}
        checked={form.values.privacyAccepted}
        errors={form.errors.privacyAccepted}
        onCheckedChange={(checked) => form.set('privacyAccepted', checked)}
      />
      <div className={fields.actions}>
        <Button type="submit" busy={form.submitting}>
          {t('portal.contactSubmit')}
        </Button>
      </div>
    </form>
  );
}

/** The contact section: how to reach the team, and the contact form (stored by the API). */
export function ContactSection() {
  const t = useT();
  const { config } = useServices();
  return (
    <section id="contact" className={`${styles.section} ${styles.tinted}`} aria-labelledby="contact-title">
      <div className={styles.inner}>
        <header className={styles.sectionHeader}>
          <span className={styles.eyebrow}>{t('nav.contact')}</span>
          <h2 id="contact-title" className={styles.sectionTitle}>
            {t('portal.contactTitle')}
          </h2>
          <p className={styles.sectionLead}>{t('portal.contactLead')}</p>
        </header>
        <div className={styles.contactGrid}>
          <div className={styles.contactAside}>
            <h3 className={styles.featureTitle}>{t('portal.contactAsideTitle')}</h3>
            <p>{t('portal.contactAsideBody')}</p>
            {config.contactEmail ? (
              <p style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
                <IconMail size={20} aria-hidden="true" />
                <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
              </p>
            ) : null}
            {config.contactPhone ? (
              <p style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
                <IconPhone size={20} aria-hidden="true" />
                <a href={`tel:${config.contactPhone.replace(/[^\d+]/g, '')}`}>{config.contactPhone}</a>
              </p>
            ) : null}
            <p style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
              <IconClock size={20} aria-hidden="true" />
              {t('portal.contactHours')}
            </p>
          </div>
          <Card>
            <ContactForm />
          </Card>
        </div>
      </div>
    </section>
  );
}
