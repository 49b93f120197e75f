import type { FormModel } from '@facturo/sdk/forms';
import type { MeResponse, Organization } from '@facturo/sdk/schemas';
import { useEffect, useRef } from 'react';
import { useQuery } from '../../runtime/react/use-query';
import { useWidget } from '../../runtime/react/widget-context';
import type { CheckoutApi } from '../api/checkout-api';
import { type BillingValues, EMPTY_BILLING, prefillBilling } from './billing-values';

const MANAGING_ROLES = new Set(['owner', 'admin']);

/** The organization to prefill from: the one asked for, else the first one the buyer manages. */
function organizationFor(organizations: Organization[], organizationId: string | undefined) {
  if (organizationId) return organizations.find((organization) => organization.id === organizationId) ?? null;
  return organizations.find((organization) => MANAGING_ROLES.has(organization.role)) ?? null;
}

/**
 * Fills the billing form, once, with the buyer's profile (`GET /me`) and organization
 * (`GET /organizations`), as soon as they are signed in, unless they already typed something. Either
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
    const untouched = JSON.stringify(model.getSnapshot().values) === JSON.stringify(EMPTY_BILLING);
    if (untouched) model.reset(prefill.data);
  }, [prefill.data, model]);
}
