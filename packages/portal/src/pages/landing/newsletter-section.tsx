import { newsletterRequestSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Button, CheckboxField, TextField, useForm } from '@facturo/ui';
import { useState } from 'react';
import { useNewsletterSignUp } from '../../data/contact.api';
import { useLocale, useT } from '../../services/services-context';
import * as fields from '../../ui/form-layout.css';
import { FormMessages } from '../../ui/form-messages';
import * as styles from './landing.css';
import { PrivacyConsentLabel } from './privacy-consent-label';

const EMPTY = { email: '', privacyAccepted: false };

/** The newsletter sign-up: tips about DIAN changes and the product, in the visitor's language. */
export function NewsletterSection() {
  const t = useT();
  const locale = useLocale();
  const signUp = useNewsletterSignUp();
  const [done, setDone] = useState(false);
  const form = useForm(
    EMPTY,
    {
      validate: (values, translate) =>
        validate(newsletterRequestSchema, { ...values, language: locale === 'en' ? 'en' : 'es' }, translate),
      onSubmit: async (data) => {
        await signUp.mutateAsync(data);
        setDone(true);
        form.reset(EMPTY);
      },
    },
    { t },
  );
  return (
    <section className={styles.section} aria-labelledby="newsletter-title">
      <div className={`${styles.inner} ${styles.newsletter}`}>
        <div>
          <h2
            id="newsletter-title"
            className={styles.sectionTitle}
            style={{ fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 2rem)' }}
          >
            {t('portal.newsletterTitle')}
          </h2>
          <p className={styles.sectionLead} style={{ marginTop: 10 }}>
            {t('portal.newsletterLead')}
          </p>
        </div>
        <form className={fields.form} onSubmit={form.submit} noValidate aria-labelledby="newsletter-title">
          <FormMessages success={done ? t('portal.newsletterDone') : null} error={form.formError} />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
            <div style={{ flex: '1 1 220px' }}>
              <TextField
                label={t('login.email')}
                type="email"
                autoComplete="email"
                {...form.field('email')}
              />
            </div>
            <Button type="submit" busy={form.submitting} style={{ marginTop: 27 }}>
              {t('portal.newsletterSubmit')}
            </Button>
          </div>
          <CheckboxField
            label={<PrivacyConsentLabel />}
            checked={form.values.privacyAccepted}
            errors={form.errors.privacyAccepted}
            onCheckedChange={(checked) => form.set('privacyAccepted', checked)}
          />
        </form>
      </div>
    </section>
  );
}
