/** `snake_case` or `kebab-case` string literal type → `camelCase`. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S extends `${infer Head}-${infer Tail}`
    ? `${Head}${Capitalize<CamelCase<Tail>>}`
    : S;

/** `camelCase` string literal type → `snake_case`. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${SnakeCase<Tail>}`
    : `_${Lowercase<Head>}${SnakeCase<Tail>}`
  : S;

type Untouched = Date | RegExp | Blob | FormData | URLSearchParams | ArrayBuffer | ArrayBufferView;

/** The type of `camelizeKeys(value)`. */
export type CamelizeKeys<T> = T extends Untouched
  ? T
  : T extends readonly (infer Item)[]
    ? CamelizeKeys<Item>[]
    : T extends object
      ? { [K in keyof T as K extends string ? CamelCase<K> : K]: CamelizeKeys<T[K]> }
      : T;

/** The type of `decamelizeKeys(value)`. */
export type DecamelizeKeys<T> = T extends Untouched
  ? T
  : T extends readonly (infer Item)[]
    ? DecamelizeKeys<Item>[]
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeCase<K> : K]: DecamelizeKeys<T[K]> }
      : T;
