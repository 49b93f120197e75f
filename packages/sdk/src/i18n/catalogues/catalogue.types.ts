import type { en } from './en';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every complete catalogue (es, en) has: the English keys with string values. */
export type Catalogue = Widen<typeof en>;

/** A catalogue that may leave out any key; what it lacks falls back to English. */
export type PartialCatalogue = { [K in keyof Catalogue]?: { [L in keyof Catalogue[K]]?: string } };

type Join<A extends string, B extends string> = `${A}.${B}`;

/** Every translation key, such as `errors.invalid_credentials` or `validation.minLength`. */
export type TranslationKey = {
  [Namespace in keyof Catalogue & string]: Join<Namespace, keyof Catalogue[Namespace] & string>;
}[keyof Catalogue & string];
