import type { Locale } from '@facturo/sdk/config';
import type { CatalogueNamespace } from '@facturo/sdk/i18n';
import { loadFullConfigResolver } from '../config/full-config-resolver';
import { CatalogueTranslator } from './catalogue-translator';
import { widgetTextNamespaces } from './text-namespaces';

/**
 * Downloads the texts of widgets showing `namespaces` for `locale` ahead of time, and the
 * configuration checker for configurations the widgets do not check by hand. Server renderers call it
 * (through the public `preloadTexts`) before `renderToString` so widgets render their content instead
 * of a loading state; pages may call it to skip the first loading frame.
 */
export async function preloadWidgetTexts(
  locale: Locale,
  namespaces: readonly CatalogueNamespace[],
): Promise<void> {
  await Promise.all([
    new CatalogueTranslator({ namespaces: widgetTextNamespaces(namespaces), locale }).load(),
    loadFullConfigResolver(),
  ]);
}
