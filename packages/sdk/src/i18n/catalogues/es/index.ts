import type { Catalogue } from '../catalogue.types';
import { billingDate } from './billing-date';
import { cards } from './cards';
import { checkout } from './checkout';
import { clinic } from './clinic';
import { common } from './common';
import { domain } from './domain';
import { errors } from './errors';
import { invoices } from './invoices';
import { login } from './login';
import { nav } from './nav';
import { portal } from './portal';
import { pricing } from './pricing';
import { subscriptions } from './subscriptions';
import { success } from './success';
import { validation } from './validation';
import { widgets } from './widgets';

/** El catálogo en español: el idioma por defecto, completo y con las mismas llaves que el inglés. */
export const es = {
  billingDate,
  cards,
  checkout,
  clinic,
  common,
  domain,
  errors,
  invoices,
  login,
  nav,
  portal,
  pricing,
  subscriptions,
  success,
  validation,
  widgets,
} as const satisfies Catalogue;
