import { useMemo } from 'react';
import { useQuery } from '../../runtime/react/use-query';
import { useSdkStore } from '../../runtime/react/use-sdk-store';
import { useWidgetCart } from '../../runtime/react/use-widget-cart';
import { useWidget } from '../../runtime/react/widget-context';
import type { CheckoutApi } from '../api/checkout-api';
import { type BagSummary, summarizeBag } from './bag-summary';

/** The bag as the checkout shows it: the shared cart priced with the API's plans. */
export interface Bag {
  status: 'pending' | 'success' | 'error';
  summary: BagSummary;
  error: unknown;
  retrying: boolean;
  refetch: () => void;
}

/**
 * The shared cart (per API, the pricing table fills it) priced with `GET /plans`. Plans are cached
 * like every server read (shared by key, kept 60 s after the last reader).
 */
export function useBag(api: CheckoutApi): Bag {
  const { config, demo } = useWidget();
  const cart = useSdkStore(useWidgetCart());
  const plans = useQuery(`checkout-plans|${demo ? 'demo' : config.apiBaseUrl}`, () => api.plans());
  const summary = useMemo(() => summarizeBag(cart.items, plans.data ?? []), [cart.items, plans.data]);
  return {
    status: plans.status,
    summary,
    error: plans.error,
    retrying: plans.isFetching,
    refetch: () => void plans.refetch(),
  };
}
