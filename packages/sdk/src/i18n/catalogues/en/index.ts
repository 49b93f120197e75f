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

/** The English catalogue: the source of the catalogue's shape and the fallback for every locale. */
export const en = {
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
} as const;
