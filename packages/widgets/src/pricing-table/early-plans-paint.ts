/**
 * The pricing table's early paint: its plan cards drawn with plain DOM from the answer to the
 * loader's `GET /plans`, before React has downloaded, then handed over to React without a flash,
 * a layout shift or a lost choice. Downloaded by `facturo.js` as a table connects
 * (`early-plans-start.ts`), with the texts and styles the React table uses.
 * @module
 */
import type { CatalogueNamespace } from '@facturo/sdk/i18n';
import type { PricedPlan } from '@facturo/sdk/schemas';
import { darkTheme, lightTheme } from '@facturo/ui/styles';
import { pageConfig } from '../runtime/core/config/config-store';
import { CatalogueTranslator } from '../runtime/core/i18n/catalogue-translator';
import { resetRoot, root as rootClass } from '../runtime/core/styles/widget-root.css';
import { primaryColorStyle } from '../runtime/react/primary-color';
import { earlyCycleToolbar, earlyElement } from './early-plan-cards';
import { EarlyPlanGrid } from './early-plan-grid';
import { handOverWhenReady, reactSettled } from './early-plans-handover';
import { byTableOrder, readPlanList } from './plan-list-response';
import * as styles from './pricing-table.css';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const THEMES = ['light', 'dark', 'system'];

/** An attribute's value when the widget would use it, else the page's (`checkCosmeticAttributes`). */
const pick = (own: unknown, page: unknown, valid: (value: unknown) => boolean) =>
  own !== undefined && valid(own) ? own : page;

/**
 * How the React table will look for these properties (language, colour scheme, primary colour), or
 * `undefined` when the early paint could not match it: another language than es or en (whose
 * texts fall back per key), the partner's own texts, a configuration the table would reject.
 */
function tableLook(props: Record<string, unknown>) {
  const page = pageConfig.getSnapshot();
  const locale = props.locale ?? page.locale ?? 'es';
  const theme = pick(props.theme, page.theme, (value) => THEMES.includes(value as string)) ?? 'system';
  const color = pick(props.primaryColor, page.primaryColor, (value) => HEX_COLOR.test(value as string));
  if ((locale !== 'es' && locale !== 'en') || props.translations !== undefined) return undefined;
  if (!THEMES.includes(theme as string) || (color !== undefined && !HEX_COLOR.test(color as string))) {
    return undefined;
  }
  const dark =
    theme === 'dark' || (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  return { locale, scheme: dark ? 'dark' : 'light', primaryColor: color as string | undefined } as const;
}

/**
 * Paints the plans of `answer` into `root` before `reactRoot` (hidden meanwhile), in the table's
 * language and look (its texts: the catalogue `namespaces` of its frame), and hands over to React once its table is ready. Paints nothing when the
 * answer failed or is not the usual one, when the texts did not download, or when React got there
 * first: the table then shows as it always did.
 */
export async function paintEarlyPlans(
  root: ShadowRoot,
  reactRoot: HTMLElement,
  props: Record<string, unknown>,
  answer: Promise<Response>,
  namespaces: readonly CatalogueNamespace[],
): Promise<void> {
  const look = tableLook(props);
  if (!look) return;
  const translator = new CatalogueTranslator({ namespaces, locale: look.locale });
  const [plans, texts] = await Promise.all([
    readPlanList(answer),
    translator.load().then(
      () => true,
      () => false,
    ),
  ]);
  if (!plans?.length || !texts || reactRoot.parentNode !== root || reactSettled(reactRoot)) return;

  const sorted: PricedPlan[] = [...plans].sort(byTableOrder);
  const grid = new EarlyPlanGrid(
    sorted,
    props.cycle === 'monthly' ? 'monthly' : 'annual',
    translator.t,
    look.locale,
  );
  const toolbar = earlyCycleToolbar(sorted, grid.cycle, translator.t);
  toolbar?.addEventListener('change', (event) => grid.showCycle((event.target as HTMLInputElement).value));
  const frame = earlyElement(
    'div',
    {
      class: `${resetRoot} ${rootClass} ${look.scheme === 'dark' ? darkTheme : lightTheme}`,
      'data-facturo-widget': 'pricing-table',
      'data-facturo-early': '',
      'data-theme': look.scheme,
      lang: look.locale,
      'data-text-locale': look.locale,
      dir: 'ltr',
    },
    earlyElement('section', { class: styles.table, 'aria-busy': 'false' }, toolbar, grid.element),
  );
  for (const [name, value] of Object.entries(primaryColorStyle(look.primaryColor) ?? {})) {
    frame.style.setProperty(name, String(value));
  }
  root.insertBefore(frame, reactRoot);
  reactRoot.hidden = true;
  handOverWhenReady(frame, reactRoot, grid);
}
