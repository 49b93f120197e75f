/**
 * @facturo/api — the reference billing API as a library: build the app, its dependencies and its
 * database, and extend it with modules.
 * @module
 */

export type { BuildDepsOptions } from './app/build-deps';
/* App */
export { buildDeps } from './app/build-deps';
export { API_PREFIX, appRoutes, createApp } from './app/create-app';
export type { AppConfig, CaptchaConfig, PasswordHashingConfig } from './config/app-config';
/* Configuration */
export { DEFAULT_PASSWORD_HASHING, defineConfig } from './config/app-config';
export type { DatabaseSettings, ServerSettings } from './config/env-config';
export { EnvConfigError, readDatabaseSettings, readEnvConfig } from './config/env-config';
export type { Database } from './db/database.types';
/* Database */
export { collectMigrations, migrateToLatest } from './db/migrate';
export type { DatabaseHandle, DatabaseKind } from './db/open-database';
export { createPglite, openPglite, openPostgres } from './db/open-database';
export type { ApiProblemOptions, ErrorCode } from './http/api-problem';
/* HTTP */
export { ApiProblem } from './http/api-problem';
export type { ApiModule, BackgroundTask, Seed, SeedContext } from './kernel/api-module';
export type { AppDeps } from './kernel/app-deps';
export type { DeferredTasks } from './kernel/deferred-tasks';
export { createDeferredTasks } from './kernel/deferred-tasks';
export type { Authenticator, RouteContext, RouteDefinition, RouteResult } from './kernel/route-definition';
export { defineRoute } from './kernel/route-definition';
export type { Mailer, MailMessage } from './mail/mailer';
/* Modules */
export { apiModules } from './modules/index';
export type { OpenApiDocument } from './openapi/openapi-document';
/* OpenAPI */
export { buildOpenApiDocument } from './openapi/openapi-document';
/* Permissions */
export { authorize, organizationSubject } from './permissions/authorize';
export type { Principal } from './permissions/principal';
export type { Action, Role, Subject } from './permissions/role-rules';
export { ROLE_GRANTS, rulesForMemberships, rulesForRole, SUBJECTS } from './permissions/role-rules';
export type { Clock } from './time/clock';
export { systemClock } from './time/clock';
