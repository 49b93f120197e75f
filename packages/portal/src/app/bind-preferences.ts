import type { Unsubscribe } from '@facturo/sdk/core';
import { darkTheme, lightTheme } from '@facturo/ui/styles';
import { configureAsync } from '@facturo/widgets';
import type { PortalServices } from '../services/portal-services';
import { inkOn } from '../styles/contrast';

/**
 * Applies the preferences to the page and keeps applying them: the theme class and `color-scheme`
 * on `<html>`, the skin, the primary colour as the public custom property (which the embedded
 * widgets read too), and the language (`<html lang dir>` through the sdk's i18n, and the widgets).
 * Runs before React mounts, so the first paint already has the right theme.
 */
export function bindPreferences(
  services: {
    preferences: PortalServices['preferences'];
    i18n: Pick<PortalServices['i18n'], 'locale' | 'changeLocale'>;
  },
  doc: Document = document,
): Unsubscribe {
  const { preferences, i18n } = services;
  let language = preferences.getSnapshot().language;

  const apply = () => {
    const snapshot = preferences.getSnapshot();
    const root = doc.documentElement;
    const dark = snapshot.resolvedTheme === 'dark';
    root.classList.toggle(darkTheme, dark);
    root.classList.toggle(lightTheme, !dark);
    root.dataset.theme = snapshot.resolvedTheme;
    root.dataset.skin = snapshot.skin;
    root.style.colorScheme = snapshot.resolvedTheme;
    root.style.setProperty('--facturo-color-primary', snapshot.primaryColor);
    root.style.setProperty('--facturo-color-on-primary', inkOn(snapshot.primaryColor));
    // Applied before this returns: the configuration it adds to was checked at start-up, and the
    // values are valid by construction, so the hand-written check decides it (no download waits).
    configureAsync({
      theme: snapshot.resolvedTheme,
      primaryColor: snapshot.primaryColor,
      locale: i18n.locale,
    }).catch(reportWidgetConfigError);
    // Only an actual change of the language preference switches the locale: before the visitor chooses,
    // the deployment's configured locale stays. The new language's texts load first, so nothing
    // shows untranslated in between.
    if (snapshot.language !== language) {
      language = snapshot.language;
      i18n.changeLocale(snapshot.language).then(
        () => configureAsync({ locale: i18n.locale }).catch(reportWidgetConfigError),
        (error: unknown) =>
          console.error('Facturo: the texts in the chosen language could not be loaded.', error),
      );
    }
  };

  apply();
  return preferences.subscribe(apply);
}

const reportWidgetConfigError = (error: unknown) =>
  console.error('Facturo: the widgets could not take the preferences.', error);
