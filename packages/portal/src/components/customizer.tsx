import type { PreferenceName, PreferenceValues } from '@facturo/sdk/portal';
import { Button } from '@facturo/ui';
import { useEffect, useId, useRef } from 'react';
import { PORTAL_LANGUAGES } from '../services/languages';
import { usePreferences, useServices, useT } from '../services/services-context';
import { IconRefresh, IconX } from '../ui/icons';
import * as styles from './customizer.css';
import { CUSTOMIZER_SECTIONS, type CustomizerSection, PRIMARY_PRESETS } from './customizer-options';

function ChoiceGroup<Name extends PreferenceName>({ section }: { section: CustomizerSection<Name> }) {
  const t = useT();
  const { preferences } = useServices();
  const snapshot = usePreferences();
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t(section.legendKey)}</legend>
      <div className={styles.options}>
        {section.choices.map((choice) => (
          <label key={String(choice.value)} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              checked={snapshot[section.name] === choice.value}
              onChange={() => preferences.set(section.name, choice.value as PreferenceValues[Name])}
            />
            {t(choice.labelKey)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PrimaryColor() {
  const t = useT();
  const { preferences } = useServices();
  const { resolvedTheme, primaryColor } = usePreferences();
  const key = resolvedTheme === 'dark' ? 'darkPrimaryColor' : 'lightPrimaryColor';
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('portal.customizerPrimary')}</legend>
      <div className={styles.options}>
        {PRIMARY_PRESETS.map((color) => (
          <button
            key={color}
            type="button"
            className={styles.swatch}
            style={{ background: color }}
            aria-pressed={primaryColor === color}
            aria-label={t('portal.customizerColor', { color })}
            onClick={() => preferences.set(key, color)}
          />
        ))}
        <input
          type="color"
          className={styles.colorInput}
          value={primaryColor.toLowerCase()}
          aria-label={t('portal.customizerCustomColor')}
          onChange={(event) => preferences.set(key, event.target.value.toUpperCase())}
        />
      </div>
    </fieldset>
  );
}

// Languages are listed by their own names, each marked with its language.
function LanguageChoice() {
  const t = useT();
  const { preferences } = useServices();
  const { language } = usePreferences();
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('nav.language')}</legend>
      <div className={styles.options}>
        {PORTAL_LANGUAGES.map((item) => (
          <label key={item.locale} className={styles.option} lang={item.locale}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              checked={language === item.locale}
              onChange={() => preferences.set('language', item.locale)}
            />
            {item.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A side sheet with every preference (theme, skin, primary colour per theme, layout, content width,
 * navbar, vertical menu, language), applied live and kept in cookies for 30 days.
 */
export function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { preferences } = useServices();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);

  return (
    <dialog ref={ref} className={styles.sheet} aria-labelledby={titleId} onClose={onClose}>
      {open ? (
        <>
          <div className={styles.header}>
            <div>
              <h2 id={titleId} className={styles.title}>
                {t('portal.customizerTitle')}
              </h2>
              <p className={styles.subtitle}>{t('portal.customizerSubtitle')}</p>
            </div>
            <Button variant="ghost" iconOnly aria-label={t('common.close')} onClick={onClose}>
              <IconX size={20} aria-hidden="true" />
            </Button>
          </div>
          <div className={styles.body}>
            <ChoiceGroup section={CUSTOMIZER_SECTIONS[0]} />
            <PrimaryColor />
            {CUSTOMIZER_SECTIONS.slice(1).map((section) => (
              <ChoiceGroup key={section.name} section={section as CustomizerSection<PreferenceName>} />
            ))}
            <LanguageChoice />
            <Button variant="secondary" onClick={() => preferences.reset()}>
              <IconRefresh size={18} aria-hidden="true" />
              {t('portal.customizerReset')}
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
