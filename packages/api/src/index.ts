/**
 * @facturo/api — the reference billing API as a library: build the app, its dependencies and its
 * database, and extend it with modules.
 * @module
 */

/* App */
export type { BuildDepsOptions } from './app/build-deps';
export { buildDeps } from './app/build-deps';
export { API_PREFIX, appRoutes, createApp } from './app/create-app';
/* Configuration */
export type { AppConfig, CaptchaConfig, PasswordHashingConfig } from './config/app-config';
export { DEFAULT_PASSWORD_HASHING, defineConfig } from './config/app-config';
export type { DatabaseSettings, ServerSettings } from './config/env-config';
export { EnvConfigError, readDatabaseSettings, readEnvConfig } from './config/env-config';
/* Database */
export type { Database } from './db/database.types';
export { collectMigrations, migrateToLatest } from './db/migrate';
export type { DatabaseHandle, DatabaseKind } from './db/open-database';
export { createPglite, openPglite, openPostgres } from './db/open-database';
/* HTTP */
export type { ApiProblemOptions, ErrorCode } from './http/api-problem';
export { ApiProblem } from './http/api-problem';
/* Kernel: what a module is written against */
export type { ApiModule, Seed, SeedContext } from './kernel/api-module';
export type { AppDeps } from './kernel/app-deps';
export type { AppEventBus, AppEventHandlers, AppEvents } from './kernel/app-events';
export type { AuthenticatedKind, Authenticator } from './kernel/authenticator';
export type { DeferredTasks } from './kernel/deferred-tasks';
export { createDeferredTasks } from './kernel/deferred-tasks';
export type {
  EndpointContext,
  EndpointImplementation,
  ParsedPart,
  PrincipalOf,
  ResponseDocs,
} from './kernel/implement-endpoint';
export { implementEndpoint } from './kernel/implement-endpoint';
export type { JobData, JobDefinition, JobFeed } from './kernel/job-definition';
export type {
  DeclaredErrors,
  JsonResult,
  ResponseDoc,
  RouteContext,
  RouteDefinition,
  RouteMethod,
  RouteResult,
  RouteSchemas,
} from './kernel/route-definition';
/* Mail */
export type { Mailer, MailMessage } from './mail/mailer';
/* Modules */
export { apiModules } from './modules/index';
/* OpenAPI */
export type { OpenApiDocument } from './openapi/openapi-document';
export { buildOpenApiDocument } from './openapi/openapi-document';
/* Payment providers */
export type { PaymentProvider } from './payment-providers/payment-provider';
/* Permissions */
export { authorize, organizationSubject } from './permissions/authorize';
export type { Principal } from './permissions/principal';
export type { Action, Role, Subject } from './permissions/role-rules';
export { ROLE_GRANTS, rulesForMemberships, rulesForRole, SUBJECTS } from './permissions/role-rules';
/* Time */
export type { Clock } from './time/clock';
export { systemClock } from './time/clock';
