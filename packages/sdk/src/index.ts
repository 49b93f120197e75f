/**
 * @facturo/sdk — temporary root entry while importers move to the layer entries (`@facturo/sdk/<layer>`).
 * @module
 */

export * from './billing/index';
export * from './captcha/index';
export * from './cart/index';
export * from './co/index';
export * from './config/index';
export * from './core/index';
export * from './http/index';
export * from './i18n/index';
export * from './permissions/index';
export * from './portal/index';
export * from './schemas/index';
export * from './session/index';
export * from './validation/index';
