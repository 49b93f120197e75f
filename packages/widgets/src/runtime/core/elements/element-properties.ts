import type { WidgetBaseProps } from '../config/config.types';

/**
 * How an element property maps to an attribute:
 * - `string`, `number`: the attribute's text (a removed attribute means `undefined`);
 * - `boolean`: present means `true` (`demo`, `demo=""`), absent or `"false"` means `false`;
 * - `json`: the attribute holds JSON (`translations='{"es":{…}}'`); the property takes the object;
 * - `property`: no attribute, set through the property only (objects, functions).
 */
export type PropertyType = 'string' | 'number' | 'boolean' | 'json' | 'property';

/** The properties of an element and their types. */
export type PropertyTypes<Props> = { readonly [Name in keyof Props & string]?: PropertyType };

/** The properties every widget element has. */
export const widgetBaseProperties = {
  apiBase: 'string',
  locale: 'string',
  theme: 'string',
  primaryColor: 'string',
  demo: 'boolean',
  translations: 'json',
} as const satisfies PropertyTypes<WidgetBaseProps>;

/** `primaryColor` → `primary-color`. */
export function attributeName(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Turns an attribute's text into the property value. Malformed JSON is reported with the fix and
 * ignored (never thrown: a typo in one attribute must not break the partner's page).
 */
export function parseAttribute(
  type: PropertyType,
  value: string | null,
  attribute: string,
  tag: string,
): unknown {
  if (type === 'boolean') return value !== null && value.toLowerCase() !== 'false';
  if (value === null) return undefined;
  if (type === 'number') {
    const number = Number(value);
    return value.trim() !== '' && Number.isFinite(number) ? number : undefined;
  }
  if (type === 'json') {
    try {
      return JSON.parse(value);
    } catch {
      console.warn(
        `Facturo: the ${attribute} attribute of <${tag}> is not valid JSON and was ignored. Use double quotes inside single-quoted attributes, or set the ${attribute} property to an object instead.`,
      );
      return undefined;
    }
  }
  return value;
}
