// A SELECT that runs on every request (the session behind a token, a page of invoices) costs more
// to build and compile with Kysely than to run: each run builds an immutable tree of nodes, renames
// every identifier through CamelCasePlugin and prints the SQL again, the same SQL with other values.
// Measured on the invoice page at 50 connections: a sixth of the API's CPU. A template is built and
// compiled once per shape and database, with a placeholder in place of each value, and each run
// only puts the values in the placeholders' places.
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './database.types';
import { throwIfRequestAbandoned } from './request-scope';

/** The values of one run, by name: scalars (strings, numbers, dates, booleans) or lists of them. */
export type TemplateValues = object;

/** A template's values as its builder receives them: each value, or each item of a list, a placeholder. */
export type TemplateSlots<Values extends TemplateValues> = { readonly [K in keyof Values]: Values[K] };

/** Where a compiled parameter's value comes from: a value's name, and its index when it is a list. */
type Source = readonly [name: string, index: number | undefined] | undefined;

interface Compiled {
  query: CompiledQuery;
  sources: Source[];
}

// Opened by control characters no constant of a builder holds (PostgreSQL refuses NUL in text) and
// no change of case or trimming removes, so a placeholder changed while building is still seen. Only
// the compiled placeholders are read this way; the values of a run are put in place, never parsed.
const OPEN = '\u0000\u0001';
const MARK = `${OPEN}slot:`;

/** How many shapes a template keeps compiled per database (the invoice page has a few dozen in use). */
const SHAPES_KEPT = 256;

function slotsFor<Values extends TemplateValues>(values: Values): TemplateSlots<Values> {
  const slots: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) slots[name] = value.map((_, index) => `${MARK}${name}\u0001${index}\u0000`);
    else if (value === null || value === undefined) slots[name] = value;
    else if (typeof value === 'object' && !(value instanceof Date)) {
      throw new Error(
        `A query template's value "${name}" is an object: pass its fields as values of their own.`,
      );
    } else slots[name] = `${MARK}${name}\u0001\u0000`;
  }
  return slots as TemplateSlots<Values>;
}

const holdsPlaceholder = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes(OPEN)
    : typeof value === 'object' && value !== null && Object.values(value).some(holdsPlaceholder);

function sourceOf(parameter: unknown): Source {
  if (typeof parameter === 'object' && parameter !== null && holdsPlaceholder(parameter)) {
    throw new Error(
      'A query template passed a list of values as one parameter (`= any(...)`, a JSON value): use `in` with the list, so each item is a parameter.',
    );
  }
  if (typeof parameter !== 'string' || !parameter.includes(OPEN)) return undefined;
  const [name, index, rest] = parameter.slice(MARK.length, -1).split('\u0001');
  if (!parameter.startsWith(MARK) || !parameter.endsWith('\u0000') || !name || rest !== undefined) {
    throw new Error(
      `A query template changed one of its values while building (${JSON.stringify(parameter)}): compute it before and pass the result as a value.`,
    );
  }
  return [name, index ? Number(index) : undefined];
}

/**
 * A SELECT built and compiled once per shape (per database), then run with each call's values.
 * `build` receives placeholders for the values: it must pass each one to the query as it is (a
 * value in `where`, `in`, `offset`, a `sql` parameter), never compute with it or branch on it;
 * what changes the SQL's text goes in the shape, which `key` turns into the cache key. A value
 * changed while building is refused at compile time.
 */
export class QueryTemplate<Shape, Values extends TemplateValues, Row, DB = Database> {
  readonly #compiled = new WeakMap<Kysely<DB>, Map<string, Compiled>>();

  constructor(
    private readonly key: (shape: Shape) => string,
    private readonly build: (db: Kysely<DB>, shape: Shape, slots: TemplateSlots<Values>) => Compilable<Row>,
  ) {}

  /** Runs the template's query for `shape` with `values` on `db` (or a transaction of it). */
  async execute(db: Kysely<DB>, shape: Shape, values: Values): Promise<QueryResult<Row>> {
    const { query, sources } = this.#compiledFor(db, shape, values);
    // What RequestAbortPlugin does when a SELECT is compiled: an abandoned request reads no more.
    throwIfRequestAbandoned();
    const parameters = query.parameters.map((parameter, position) => {
      const source = sources[position];
      if (!source) return parameter;
      const value = (values as Record<string, unknown>)[source[0]];
      return source[1] === undefined ? value : (value as readonly unknown[])[source[1]];
    });
    // Every run keeps the compiled query's id: no plugin in use keeps state by query id.
    return db.executeQuery<Row>({ ...query, parameters });
  }

  #compiledFor(db: Kysely<DB>, shape: Shape, values: Values): Compiled {
    let shapes = this.#compiled.get(db);
    if (!shapes) {
      shapes = new Map();
      this.#compiled.set(db, shapes);
    }
    // Lists of other lengths print other SQL (`in ($1, $2)`), and a missing value is no placeholder:
    // both are part of the key, by name.
    let key = this.key(shape);
    for (const [name, value] of Object.entries(values)) {
      key += `|${name}:${Array.isArray(value) ? value.length : value === null || value === undefined ? 'n' : 'v'}`;
    }
    const known = shapes.get(key);
    if (known) {
      // Kept as the most recently used: a client cycling through filters evicts the rarest shapes.
      shapes.delete(key);
      shapes.set(key, known);
      return known;
    }
    const query = this.build(db, shape, slotsFor(values)).compile();
    if (query.query.kind !== 'SelectQueryNode') throw new Error('A query template must be a SELECT.');
    if (query.sql.includes(OPEN)) {
      throw new Error(
        'A query template printed a value into its SQL (sql.raw, sql.lit): pass it as a parameter.',
      );
    }
    const compiled = { query, sources: query.parameters.map(sourceOf) };
    // Shapes follow the requests' filters, so a client could ask for many: past SHAPES_KEPT, the
    // least recently used goes.
    if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value as string);
    shapes.set(key, compiled);
    return compiled;
  }
}
