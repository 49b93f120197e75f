import { decamelize } from '@facturo/sdk/http';
import { toJSONSchema } from 'zod/mini';
import type { Schema } from '../http/parse-input';

/** A JSON Schema object (draft 2020-12), as zod emits it. */
export type JsonSchema = Record<string, unknown>;

const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'] as const;

/**
 * Renames properties (and `required` entries) to snake_case, all the way down: schemas describe
 * the camelCase shape code uses, the wire and the document speak snake_case.
 */
export function snakeCaseSchema(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const source = schema as JsonSchema;
  const out: JsonSchema = { ...source };
  if (source.properties && typeof source.properties === 'object') {
    out.properties = Object.fromEntries(
      Object.entries(source.properties as JsonSchema).map(([key, value]) => [
        decamelize(key),
        snakeCaseSchema(value),
      ]),
    );
  }
  if (Array.isArray(source.required)) out.required = source.required.map((key) => decamelize(String(key)));
  for (const key of SUBSCHEMA_LISTS) {
    if (Array.isArray(source[key])) out[key] = (source[key] as unknown[]).map(snakeCaseSchema);
  }
  for (const key of SUBSCHEMAS) if (key in source) out[key] = snakeCaseSchema(source[key]);
  for (const key of ['$defs', 'definitions', 'patternProperties'] as const) {
    if (source[key] && typeof source[key] === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(source[key] as JsonSchema).map(([name, value]) => [name, snakeCaseSchema(value)]),
      );
    }
  }
  return out;
}

/**
 * The wire JSON Schema of a zod schema: `input` for what callers send, `output` for what the API
 * answers. Transforms and refinements cannot be expressed in JSON Schema; their fields are
 * described by their base type and the rules are in the operation's description.
 */
export function wireJsonSchema(schema: Schema, io: 'input' | 'output'): JsonSchema {
  const json = toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  const { $schema: _dialect, ...rest } = json;
  return snakeCaseSchema(rest) as JsonSchema;
}
