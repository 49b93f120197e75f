import { addendumRequestSchema, type HistoryEntry } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Button, TextAreaField, useForm } from '@facturo/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useHistoryActions } from '../../../data/clinic-history.queries';
import { useLocale, useSession, useT } from '../../../services/services-context';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import * as fields from '../../../ui/form-layout.css';
import { formatDate, formatShortDate } from '../../../ui/format';
import * as page from '../../../ui/page.css';
import * as styles from '../shared/clinic.css';
import { timeOf } from '../shared/clinic-format';
import { FormButtons, FormError } from '../shared/form-parts';
import { EntryForm } from './entry-form';

function AddendumForm({
  clinicId,
  entryId,
  onDone,
}: {
  clinicId: string;
  entryId: string;
  onDone: () => void;
}) {
  const t = useT();
  const { addendum } = useHistoryActions(clinicId);
  const form = useForm(
    { text: '' },
    {
      validate: (values, translate) => validate(addendumRequestSchema, values, translate),
      onSubmit: async ({ text }) => {
        await addendum.mutateAsync({ entryId, text });
        onDone();
      },
    },
    { t },
  );
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <TextAreaField
        label={t('clinic.addendumText')}
        hint={t('clinic.addendumHint')}
        rows={3}
        required
        {...form.field('text')}
      />
      <FormButtons submitLabel={t('clinic.saveAddendum')} busy={form.submitting} onCancel={onDone} />
    </form>
  );
}

function Section({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div className={styles.entrySection}>
      <h4 className={styles.entryLabel}>{label}</h4>
      <p className={styles.entryText}>{text}</p>
    </div>
  );
}

/** Props of {@link EntryCard}. */
export interface EntryCardProps {
  clinicId: string;
  entry: HistoryEntry;
  /** Whether the user may write (sign entries assigned to them, add addenda). */
  canWrite: boolean;
  /** Shows whose history it is (the professional's list across patients). */
  showPatient?: boolean;
  /** Where the patient's name links to. */
  patientLink?: string;
}

/**
 * One entry of the clinical history: when, by whom, its content and diagnoses, then its dated
 * addenda. An open entry assigned to the user can be written and signed here, once; a signed one
 * only takes addenda.
 */
export function EntryCard({ clinicId, entry, canWrite, showPatient, patientLink }: EntryCardProps) {
  const t = useT();
  const locale = useLocale();
  const session = useSession();
  const { sign } = useHistoryActions(clinicId);
  const [mode, setMode] = useState<'view' | 'sign' | 'addendum'>('view');
  const mine = (session.userData as { id?: string } | null)?.id === entry.professionalId;
  const when = `${formatShortDate(entry.occurredAt, locale)}, ${timeOf(entry.occurredAt)}`;
  const title = showPatient ? (
    patientLink ? (
      <Link className={styles.rowLink} to={patientLink}>
        {entry.patientName}
      </Link>
    ) : (
      entry.patientName
    )
  ) : (
    when
  );
  return (
    <Card
      level={3}
      title={title}
      subtitle={showPatient ? `${when} · ${entry.professionalName}` : entry.professionalName}
      actions={
        entry.status === 'open' ? (
          <Badge tone="warning">{t('clinic.entryOpen')}</Badge>
        ) : (
          <Badge tone="success">{t('clinic.entrySigned')}</Badge>
        )
      }
    >
      {entry.status === 'open' ? (
        mode === 'sign' ? (
          <EntryForm
            submitLabel={t('clinic.signEntry')}
            onCancel={() => setMode('view')}
            onSubmit={async (input) => {
              await sign.mutateAsync({ entryId: entry.id, input });
              setMode('view');
            }}
          />
        ) : (
          <div className={fields.actions}>
            <p className={page.muted}>
              {mine
                ? t('clinic.entryOpenMine')
                : t('clinic.entryOpenOther', { name: entry.professionalName })}
            </p>
            {canWrite && mine ? (
              <Button onClick={() => setMode('sign')}>{t('clinic.writeEntry')}</Button>
            ) : null}
          </div>
        )
      ) : (
        <>
          <Section label={t('clinic.reason')} text={entry.reason} />
          <Section label={t('clinic.currentIllness')} text={entry.currentIllness} />
          <Section label={t('clinic.pastHistory')} text={entry.pastHistory} />
          <Section label={t('clinic.physicalExam')} text={entry.physicalExam} />
          <div className={styles.entrySection}>
            <h4 className={styles.entryLabel}>{t('clinic.diagnoses')}</h4>
            <ul className={styles.entryText}>
              {entry.diagnoses.map((diagnosis) => (
                <li key={diagnosis.code}>
                  <strong>{diagnosis.code}</strong> {diagnosis.description}{' '}
                  <span className={page.muted}>({t(`clinic.diagnosis_${diagnosis.type}`)})</span>
                </li>
              ))}
            </ul>
          </div>
          <Section label={t('clinic.plan')} text={entry.plan} />
          {entry.signedAt ? (
            <p className={`${page.muted} ${styles.entrySection}`}>
              {t('clinic.signedAt', {
                date: formatDate(entry.signedAt, locale),
                time: timeOf(entry.signedAt),
              })}
            </p>
          ) : null}
          {entry.addenda.length ? (
            <ol className={styles.addenda} aria-label={t('clinic.addenda')}>
              {entry.addenda.map((addendum) => (
                <li key={addendum.id}>
                  <p className={page.muted}>
                    {t('clinic.addendumBy', {
                      name: addendum.authorName,
                      date: formatDate(addendum.createdAt, locale),
                      time: timeOf(addendum.createdAt),
                    })}
                  </p>
                  <p className={styles.entryText}>{addendum.text}</p>
                </li>
              ))}
            </ol>
          ) : null}
          {canWrite ? (
            <div className={styles.entrySection}>
              {mode === 'addendum' ? (
                <AddendumForm clinicId={clinicId} entryId={entry.id} onDone={() => setMode('view')} />
              ) : (
                <Button variant="secondary" size="sm" onClick={() => setMode('addendum')}>
                  {t('clinic.addAddendum')}
                </Button>
              )}
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
