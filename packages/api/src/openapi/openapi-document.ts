import type { AnyEndpoint } from '@facturo/sdk/endpoints';
import { en, es } from '@facturo/sdk/i18n';
import { apiErrorBodySchema } from '@facturo/sdk/schemas';
import type { ErrorCode } from '../http/api-problem';
import { type RouteDefinition, type RouteSchemas, routeLabel } from '../kernel/route-definition';
import { exampleOf, PRODUCED_EXAMPLES } from './operation-examples';
import { type JsonSchema, wireJsonSchema } from './wire-json-schema';

/** An OpenAPI 3.1 document (plain JSON). */
export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, OpenApiOperation>>;
  tags: { name: string; description?: string }[];
};

/** One operation of the document, as the docs page reads it. */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: {
    name: string;
    in: 'path' | 'query' | 'header';
    required: boolean;
    schema: JsonSchema;
    example: unknown;
  }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema; example: unknown }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema; example?: unknown }> }
  >;
  'x-error-codes': Record<string, ErrorCode[]>;
}

const INTRO = `The reference billing API of Facturo: accounts, organizations and permissions (and, as modules are added, billing and the clinic).

- **Wire format**: JSON with snake_case keys, UTF-8. Money is COP in whole pesos.
- **Language**: errors and neutral messages follow \`Accept-Language\` (\`es\` by default, \`en\`).
- **Errors**: every failure is \`{ code, message, field_errors }\` (plus \`retry_after_seconds\` with 429); \`code\` is stable, \`message\` is translated, \`field_errors\` maps dotted snake_case paths (\`billing_address.municipality_code\`) to messages.
- **Authentication**: \`Authorization: Bearer <access_token>\` (24 h). Refresh with \`POST /auth/refresh\`, sending the httpOnly refresh cookie and \`X-XSRF-TOKEN\` equal to the \`XSRF-TOKEN\` cookie.
- **Permissions**: \`user_ability_rules\` are CASL rules; the API enforces the same rules. Another organization's resources answer 404.`;

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

/** A documented route, its contract and the contract's schemas, loaded. */
interface ResolvedRoute {
  route: RouteDefinition;
  contract: AnyEndpoint;
  schemas: RouteSchemas;
}

async function resolve(route: RouteDefinition): Promise<ResolvedRoute> {
  const { contract } = route;
  if (!contract) throw new Error(`${routeLabel(route)} is documented but implements no contract.`);
  const schemas = await route.schemas();
  for (const name of pathParams(route.path)) {
    if (!schemas.params) throw new Error(`${routeLabel(route)} has {${name}} but no params schema.`);
  }
  return { route, contract, schemas };
}

// The header an `idempotent` contract requires: one key per attempt, the same key on every retry.
const IDEMPOTENCY_KEY_HEADER: OpenApiOperation['parameters'][number] = {
  name: 'Idempotency-Key',
  in: 'header',
  required: true,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  example: '3f2c8a9e-5b1d-4e7a-9c04-7d1e2b6a8f10',
};

function parametersOf({ contract, schemas }: ResolvedRoute): OpenApiOperation['parameters'] {
  const list: OpenApiOperation['parameters'] = contract.idempotent ? [IDEMPOTENCY_KEY_HEADER] : [];
  for (const [location, schema] of [
    ['path', schemas.params],
    ['query', schemas.query],
  ] as const) {
    if (!schema) continue;
    const json = wireJsonSchema(schema, 'input');
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((json.properties as Record<string, JsonSchema>) ?? {})) {
      list.push({
        name,
        in: location,
        required: location === 'path' || required.has(name),
        schema: property,
        example: exampleOf(property, 'request', name),
      });
    }
  }
  return list;
}

/**
 * Every error code a route documents, by status: its own `errors`, plus the ones its shape implies
 * (validation for params, query and bodies; 401 for authenticated routes; 400 without the
 * `Idempotency-Key` an idempotent contract requires; 503 past the deadline for reads).
 */
export function errorCodesOf(route: RouteDefinition): Record<string, ErrorCode[]> {
  const codes: Record<string, ErrorCode[]> = {};
  const add = (status: number, ...list: ErrorCode[]) => {
    const current = codes[status] ?? [];
    for (const code of list) if (!current.includes(code)) current.push(code);
    codes[status] = current;
  };
  if (route.params || route.query) add(400, 'validation_failed');
  if (route.body) {
    add(400, 'invalid_json');
    add(413, 'payload_too_large');
    add(415, 'unsupported_media_type');
    add(422, 'validation_failed');
  }
  if (route.contract?.idempotent) add(400, 'idempotency_key_required');
  if (route.auth) add(401, 'authentication_required', 'session_expired');
  // A read still running at `REQUEST_TIMEOUT_MS` is dropped (`requestDeadline`).
  if (route.method === 'get') add(503, 'request_timeout');
  for (const [status, list] of Object.entries(route.errors ?? {})) add(Number(status), ...(list ?? []));
  return codes;
}

/**
 * The success answer's content with an example: the contract's JSON schema, or the file it produces
 * (text for CSV, HTML and XML; binary for PDF and zip).
 */
function successContent({ contract, schemas }: ResolvedRoute) {
  if (contract.produces) {
    const example = PRODUCED_EXAMPLES[contract.produces];
    const schema = example === undefined ? { type: 'string', format: 'binary' } : { type: 'string' };
    return { [contract.produces]: { schema, ...(example === undefined ? {} : { example }) } };
  }
  if (schemas.response) {
    const schema = wireJsonSchema(schemas.response, 'output');
    return { 'application/json': { schema, example: exampleOf(schema, 'response') } };
  }
  return undefined;
}

/** An error answer as the server sends it, in English (the document's language), for the first code. */
function errorExample(code: ErrorCode) {
  return { code, message: en.errors[code], field_errors: {} };
}

/**
 * The description, plus the scopes the contract asks of an API key or widget session (users need
 * the matching permission instead): the reference page shows it, and the security requirement lists
 * the same scopes.
 */
function descriptionOf({ route, contract }: ResolvedRoute): string | undefined {
  const scopes = contract.scopes ?? [];
  const scopeLine = scopes.length
    ? `**Scopes** (API keys and widget sessions): ${scopes.map((scope) => `\`${scope}\``).join(', ')}.`
    : undefined;
  const text = [route.description, scopeLine].filter(Boolean).join('\n\n');
  return text || undefined;
}

function requestBodyOf(schema: JsonSchema) {
  return {
    required: true,
    content: { 'application/json': { schema, example: exampleOf(schema, 'request') } },
  };
}

function operationOf(resolved: ResolvedRoute): OpenApiOperation {
  const { route, contract, schemas } = resolved;
  const errors = errorCodesOf(route);
  const responses: OpenApiOperation['responses'] = {};
  for (const [status, spec] of Object.entries(route.responses)) {
    if (!spec) continue;
    const content = Number(status) === contract.status ? successContent(resolved) : undefined;
    responses[status] = { description: spec.description, ...(content ? { content } : {}) };
  }
  for (const [status, list] of Object.entries(errors)) {
    responses[status] = {
      description: list.map((code) => `\`${code}\`: ${en.errors[code]}`).join(' · '),
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ApiError' },
          ...(list[0] ? { example: errorExample(list[0]) } : {}),
        },
      },
    };
  }
  const description = descriptionOf(resolved);
  return {
    operationId: contract.operationId,
    summary: route.summary,
    ...(description ? { description } : {}),
    tags: [route.tag],
    security: route.auth ? [{ [route.auth.scheme]: [...(contract.scopes ?? [])] }] : [],
    parameters: parametersOf(resolved),
    ...(schemas.body ? { requestBody: requestBodyOf(wireJsonSchema(schemas.body, 'input')) } : {}),
    responses,
    'x-error-codes': errors,
  };
}

/**
 * The OpenAPI 3.1 document of a set of routes, generated from their sdk contracts: operation ids,
 * methods, paths, scopes and the same zod schemas that validate requests (loaded here, hence
 * asynchronous; property names in snake_case, as on the wire). `x-error-codes` lists each status's
 * codes, and `x-error-messages` gives every code's text in Spanish and English.
 */
export async function buildOpenApiDocument(routes: readonly RouteDefinition[]): Promise<OpenApiDocument> {
  const documented = await Promise.all(routes.filter((route) => !route.hidden).map(resolve));
  const paths: OpenApiDocument['paths'] = {};
  const securitySchemes: Record<string, unknown> = {};
  const tags: string[] = [];
  for (const resolved of documented) {
    const { route } = resolved;
    const path = route.path.replace(
      /\{(\w+)\}/g,
      (_m, name: string) => `{${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}}`,
    );
    const operations = paths[path] ?? {};
    operations[route.method] = operationOf(resolved);
    paths[path] = operations;
    if (route.auth) securitySchemes[route.auth.scheme] = route.auth.securityScheme;
    if (!tags.includes(route.tag)) tags.push(route.tag);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Facturo API', version: '1.0.0', description: INTRO },
    servers: [{ url: '/api/v1' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: wireJsonSchema(apiErrorBodySchema, 'output') },
      securitySchemes,
    },
    'x-error-messages': Object.fromEntries(
      Object.keys(en.errors).map((code) => [
        code,
        { es: es.errors[code as ErrorCode], en: en.errors[code as ErrorCode] },
      ]),
    ),
  };
}
