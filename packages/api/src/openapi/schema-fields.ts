import type { JsonSchema } from './wire-json-schema';

/** One row of a field table: a dotted path, its type, whether it is required, and its rules. */
export interface FieldRow {
  path: string;
  type: string;
  required: boolean;
  rules: string[];
}

const MAX_DEPTH = 6;

function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.anyOf)) {
    return (schema.anyOf as JsonSchema[])
      .map(typeOf)
      .filter((type, index, all) => all.indexOf(type) === index)
      .join(' | ');
  }
  if ('const' in schema) return JSON.stringify(schema.const);
  if (schema.type === 'array') return `array of ${typeOf((schema.items as JsonSchema) ?? {})}`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  return 'any';
}

function rulesOf(schema: JsonSchema): string[] {
  const rules: string[] = [];
  const target = Array.isArray(schema.anyOf)
    ? ((schema.anyOf as JsonSchema[]).find((option) => option.type !== 'null') ?? schema)
    : schema;
  if (Array.isArray(target.enum))
    rules.push(`one of ${target.enum.map((value) => JSON.stringify(value)).join(', ')}`);
  if (typeof target.format === 'string') rules.push(`format ${target.format}`);
  if (typeof target.minLength === 'number') rules.push(`min length ${target.minLength}`);
  if (typeof target.maxLength === 'number') rules.push(`max length ${target.maxLength}`);
  if (typeof target.minimum === 'number') rules.push(`≥ ${target.minimum}`);
  if (typeof target.maximum === 'number') rules.push(`≤ ${target.maximum}`);
  if (typeof target.minItems === 'number') rules.push(`at least ${target.minItems} item(s)`);
  if (typeof target.pattern === 'string' && target.format === undefined)
    rules.push(`pattern ${target.pattern}`);
  if ('default' in target) rules.push(`default ${JSON.stringify(target.default)}`);
  if (
    Array.isArray(schema.anyOf) &&
    (schema.anyOf as JsonSchema[]).some((option) => option.type === 'null')
  ) {
    rules.push('nullable');
  }
  return rules;
}

function objectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.type === 'object' && schema.properties) return schema;
  if (Array.isArray(schema.anyOf))
    return (schema.anyOf as JsonSchema[]).find((option) => option.type === 'object' && option.properties);
  return undefined;
}

/**
 * Flattens a JSON Schema into field rows (`billing_address.municipality_code`, `items[].role`),
 * for the reference page's tables.
 */
export function schemaFields(schema: JsonSchema, prefix = '', depth = 0): FieldRow[] {
  const object = objectOf(schema);
  if (!object || depth > MAX_DEPTH) return [];
  const required = new Set((object.required as string[] | undefined) ?? []);
  const rows: FieldRow[] = [];
  for (const [name, property] of Object.entries(object.properties as Record<string, JsonSchema>)) {
    const path = `${prefix}${name}`;
    rows.push({ path, type: typeOf(property), required: required.has(name), rules: rulesOf(property) });
    rows.push(...schemaFields(property, `${path}.`, depth + 1));
    if (property.type === 'array' && property.items) {
      rows.push(...schemaFields(property.items as JsonSchema, `${path}[].`, depth + 1));
    }
  }
  return rows;
}
