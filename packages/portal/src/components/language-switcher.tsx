import { Button } from '@facturo/ui';
import { PORTAL_LANGUAGES } from '../services/languages';
import { useLocale, useServices, useT } from '../services/services-context';
import { Dropdown } from '../ui/dropdown';
import * as menu from '../ui/dropdown.css';
import { IconLanguage } from '../ui/icons';

/** Switches the language; `<html lang dir>` and every widget follow at once. */
export function LanguageSwitcher() {
  const t = useT();
  const locale = useLocale();
  const { preferences } = useServices();
  return (
    <Dropdown
      label={t('nav.language')}
      trigger={(props) => (
        <Button {...props} variant="ghost" iconOnly aria-label={t('nav.language')}>
          <IconLanguage size={20} aria-hidden="true" />
        </Button>
      )}
    >
      {(close) =>
        PORTAL_LANGUAGES.map((language) => (
          <button
            key={language.locale}
            type="button"
            lang={language.locale}
            className={menu.item}
            aria-pressed={locale === language.locale}
            onClick={() => {
              preferences.set('language', language.locale);
              close();
            }}
          >
            {language.name}
          </button>
        ))
      }
    </Dropdown>
  );
}
