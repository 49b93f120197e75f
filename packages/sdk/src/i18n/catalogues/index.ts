import type { Locale } from '../../config/locales';
import { ar } from './ar';
import type { PartialCatalogue } from './catalogue.types';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

/** Every built-in catalogue by locale. `es` and `en` are complete; `fr` and `ar` fall back to `en`. */
export const catalogues: Readonly<Record<Locale, PartialCatalogue>> = { es, en, fr, ar };

export { ar, en, es, fr };
