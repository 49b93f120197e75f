import type { TranslationKey } from '@facturo/sdk/i18n';
import type { PreferenceValues } from '@facturo/sdk/portal';

/** A choice of a customizer section. */
export interface CustomizerChoice<Value> {
  value: Value;
  labelKey: TranslationKey;
}

/** A preference the customizer offers as a set of choices. */
export interface CustomizerSection<Name extends keyof PreferenceValues> {
  name: Name;
  legendKey: TranslationKey;
  choices: readonly CustomizerChoice<PreferenceValues[Name]>[];
}

const section = <Name extends keyof PreferenceValues>(s: CustomizerSection<Name>) => s;

/** Primary colours offered next to the custom picker (the brand cyan first). */
export const PRIMARY_PRESETS = ['#10D1F4', '#7367F0', '#0D9394', '#FFB400', '#FF4C51', '#16B1FF'] as const;

/** Every preference with fixed choices, in the order the customizer shows them. */
export const CUSTOMIZER_SECTIONS = [
  section({
    name: 'theme',
    legendKey: 'nav.theme',
    choices: [
      { value: 'light', labelKey: 'nav.themeLight' },
      { value: 'dark', labelKey: 'nav.themeDark' },
      { value: 'system', labelKey: 'nav.themeSystem' },
    ],
  }),
  section({
    name: 'skin',
    legendKey: 'portal.customizerSkin',
    choices: [
      { value: 'default', labelKey: 'portal.customizerSkinDefault' },
      { value: 'bordered', labelKey: 'portal.customizerSkinBordered' },
    ],
  }),
  section({
    name: 'layout',
    legendKey: 'portal.customizerLayout',
    choices: [
      { value: 'vertical', labelKey: 'portal.customizerLayoutVertical' },
      { value: 'horizontal', labelKey: 'portal.customizerLayoutHorizontal' },
    ],
  }),
  section({
    name: 'contentWidth',
    legendKey: 'portal.customizerContentWidth',
    choices: [
      { value: 'boxed', labelKey: 'portal.customizerBoxed' },
      { value: 'fluid', labelKey: 'portal.customizerFluid' },
    ],
  }),
  section({
    name: 'navbarType',
    legendKey: 'portal.customizerNavbar',
    choices: [
      { value: 'sticky', labelKey: 'portal.customizerNavbarSticky' },
      { value: 'hidden', labelKey: 'portal.customizerNavbarHidden' },
    ],
  }),
  section({
    name: 'navbarBlur',
    legendKey: 'portal.customizerNavbarBlur',
    choices: [
      { value: true, labelKey: 'common.yes' },
      { value: false, labelKey: 'common.no' },
    ],
  }),
  section({
    name: 'verticalNavCollapsed',
    legendKey: 'portal.customizerNavCollapsed',
    choices: [
      { value: false, labelKey: 'portal.customizerNavExpanded' },
      { value: true, labelKey: 'portal.customizerNavCollapsedOption' },
    ],
  }),
  section({
    name: 'verticalNavSemiDark',
    legendKey: 'portal.customizerSemiDark',
    choices: [
      { value: false, labelKey: 'common.no' },
      { value: true, labelKey: 'common.yes' },
    ],
  }),
] as const;
