import type { PreferenceValues } from '@facturo/sdk/portal';
import { Button } from '@facturo/ui';
import { usePreferences, useServices, useT } from '../services/services-context';
import { Dropdown } from '../ui/dropdown';
import * as menu from '../ui/dropdown.css';
import { IconDeviceDesktop, IconMoon, IconSun } from '../ui/icons';
import * as styles from './theme-switcher.css';

const THEMES = [
  { value: 'light', labelKey: 'nav.themeLight', Icon: IconSun },
  { value: 'dark', labelKey: 'nav.themeDark', Icon: IconMoon },
  { value: 'system', labelKey: 'nav.themeSystem', Icon: IconDeviceDesktop },
] as const;

/** Light, dark or the system's scheme; the choice is kept in a cookie for 30 days. */
export function ThemeSwitcher() {
  const t = useT();
  const { preferences } = useServices();
  const { theme } = usePreferences();
  return (
    <Dropdown
      label={t('nav.theme')}
      trigger={(props) => (
        <Button {...props} variant="ghost" iconOnly aria-label={t('nav.theme')}>
          <IconSun size={20} aria-hidden="true" className={styles.lightIcon} />
          <IconMoon size={20} aria-hidden="true" className={styles.darkIcon} />
        </Button>
      )}
    >
      {(close) =>
        THEMES.map(({ value, labelKey, Icon }) => (
          <button
            key={value}
            type="button"
            className={menu.item}
            aria-pressed={theme === value}
            onClick={() => {
              preferences.set('theme', value as PreferenceValues['theme']);
              close();
            }}
          >
            <Icon size={18} aria-hidden="true" />
            {t(labelKey)}
          </button>
        ))
      }
    </Dropdown>
  );
}
