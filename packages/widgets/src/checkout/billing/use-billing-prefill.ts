import { buysFor } from '@facturo/sdk/billing';
import type { FormModel } from '@facturo/sdk/forms';
import type { MeResponse, Organization } from '@facturo/sdk/schemas';
import { useEffect, useRef } from 'react';
import { useQuery } from '../../runtime/react/use-query';
import { useWidget } from '../../runtime/react/widget-context';
import type { CheckoutApi } from '../api/checkout-api';
import { type BillingValues, EMPTY_BILLING, prefillBilling } from './billing-values';

/**
 * The organization to prefill from: the one asked for, else the first one a purchase without
 * `organization-id` may go to (sdk `buysFor`). Prefilled from one the buyer only administers, the
 * purchase would open a second company with its NIT.
 */
function organizationFor(organizations: Organization[], organizationId: string | undefined) {
  if (organizationId) return organizations.find((organization) => organization.id === organizationId) ?? null;
  return organizations.find(buysFor) ?? null;
}

/**
 * Fills the billing form, once, with the buyer's profile (`GET /me`) and organization
 * (`GET /organizations`), as soon as they are signed in, leaving alone what they already typed. Either
 * request may fail: the form then keeps what the other gave (or stays empty).
 */
export function useBillingPrefill<Output>(
  api: CheckoutApi,
  model: FormModel<BillingValues, Output>,
  options: { signedIn: boolean; userKey: string; organizationId: string | undefined },
): void {
  const { config, demo } = useWidget();
  const applied = useRef(false);
  const prefill = useQuery(
    `checkout-prefill|${demo ? 'demo' : config.apiBaseUrl}|${options.userKey}|${options.organizationId ?? ''}`,
    async () => {
      const [me, organizations] = await Promise.allSettled([api.me(), api.organizations()]);
      const user: MeResponse['userData'] | null = me.status === 'fulfilled' ? me.value.userData : null;
      const list = organizations.status === 'fulfilled' ? organizations.value : [];
      return prefillBilling(user, organizationFor(list, options.organizationId));
    },
    { enabled: options.signedIn },
  );

  useEffect(() => {
    if (applied.current || !prefill.data) return;
    applied.current = true;
    const known = prefill.data;
    const current = model.getSnapshot().values;
    // The buyer may start typing before the answers arrive (a slow network, a quick hand): what they
    // typed stays, and each group of fields still untouched takes what Facturo knows. A group goes
    // whole (a municipality belongs to its department, names to the taxpayer type).
    for (const group of PREFILL_GROUPS) {
      if (!group.every((name) => Object.is(current[name], EMPTY_BILLING[name]))) continue;
      for (const name of group) model.set(name, known[name] as never);
    }
  }, [prefill.data, model]);
}

/** Fields that are prefilled together or not at all. */
const PREFILL_GROUPS: readonly (readonly (keyof BillingValues & string)[])[] = [
  [
    'taxpayerType',
    'documentType',
    'documentNumber',
    'companyName',
    'commercialName',
    'firstName',
    'secondName',
    'firstSurname',
    'secondSurname',
    'ivaResponsible',
    'electronicBiller',
  ],
  ['email'],
  ['phone'],
  ['departmentCode', 'municipalityCode', 'zone', 'address', 'postalCode'],
];
