/**
 * @facturo/sdk/config — Runtime configuration: the schema of what a page or app configures, its parser and its errors.
 * @module
 */

export { DEV_API_BASE_URL } from './api-url';
export { DEFAULT_PRIMARY_COLOR } from './brand-colors';
export type { ConfigProblem } from './config-error';
export { ConfigError } from './config-error';
export type { RuntimeConfig, RuntimeConfigInput } from './config-schema';
export { runtimeConfigInputSchema } from './config-schema';
export type { Locale } from './locales';
export { SUPPORTED_LOCALES } from './locales';
export type { RuntimeConfigParser } from './parse-common-config';
export { parseCommonConfig } from './parse-common-config';
export { parseConfig } from './parse-config';
