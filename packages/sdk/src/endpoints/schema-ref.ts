import type * as z from 'zod/mini';

/** Any zod (mini) schema. */
export type Schema = z.core.$ZodType;

/**
 * A schema that lives in a module downloaded on first use. Endpoint contracts point at their
 * schemas this way so that importing a contract costs a few bytes: a browser downloads zod and the
 * schema only when it validates an answer, and a page that paints before validating (the pricing
 * table) never waits for them. Servers resolve every reference once at start-up.
 */
export interface SchemaRef<S extends Schema = Schema> {
  /** `module#export`, for error messages and documentation. */
  readonly name: string;
  /** The schema; the module is imported once and shared by every reference to it. */
  load(): Promise<S>;
}

type SchemaExports<M> = { [K in keyof M]: M[K] extends Schema ? K : never }[keyof M] & string;

/**
 * Declares a schema module that is imported lazily, and returns a picker of its schemas.
 * @example
 * const plans = schemaModule('plan.schema', () => import('../schemas/plan.schema'));
 * export const listPlans = defineEndpoint({ …, response: plans('planListResponseSchema') });
 */
export function schemaModule<M>(
  name: string,
  load: () => Promise<M>,
): <K extends SchemaExports<M>>(exportName: K) => SchemaRef<M[K] & Schema> {
  let module: Promise<M> | undefined;
  return (exportName) => ({
    name: `${name}#${exportName}`,
    load: async () => {
      module ??= load();
      return (await module)[exportName] as (typeof exportName extends keyof M
        ? M[typeof exportName]
        : never) &
        Schema;
    },
  });
}

/** The parsed (output) type of a schema reference. */
export type RefOutput<R> = R extends SchemaRef<infer S> ? z.output<S> : never;

/** The accepted (input) type of a schema reference. */
export type RefInput<R> = R extends SchemaRef<infer S> ? z.input<S> : never;
