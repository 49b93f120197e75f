import type { CallOptions } from '@facturo/sdk/http';
import type { WidgetScope } from '@facturo/sdk/schemas';
import { useMemo } from 'react';
import { widgetScopesOf } from '../core/connection/token-scopes';
import { useSdkStore } from './use-sdk-store';
import { useWidget } from './widget-context';

/** Who a widget acts for, and what it may show. */
export interface WidgetAccess {
  /**
   * `user`: a signed-in customer (the API decides by their role); `widget-session`: a scoped token an
   * integrator minted; `none`: nobody yet (the widget asks to sign in).
   */
  readonly kind: 'user' | 'widget-session' | 'none';
  /** Whether the token allows `scope` (always `true` for a user: the API has the last word). */
  can(scope: WidgetScope): boolean;
  /**
   * Options for every call: the element's own token as the bearer, when it has one (the transport
   * then leaves the page's session alone: it neither sends nor refreshes it for that call).
   */
  readonly callOptions: Pick<CallOptions, 'headers'>;
  /** Part of cache keys, so data read with one token is never shown for another. */
  readonly cacheKey: string;
}

/**
 * The access of a widget that shows an organization's billing data (invoices, billing date): the
 * element's `access-token` when set, otherwise the page's session for the widget's API (a signed-in
 * user, or a widget session given with `Facturo.session.setAccessToken`). A widget-session token's
 * scopes decide what is shown; demo widgets may do everything.
 */
export function useWidgetAccess(accessToken: string | undefined): WidgetAccess {
  const { connection, demo, scopes: included } = useWidget();
  const session = useSdkStore(connection.session);
  const own = accessToken?.trim() || null;
  const token = own ?? session.accessToken;
  const signedIn = Boolean(token || session.userData);
  return useMemo<WidgetAccess>(() => {
    if (demo) return { kind: 'user', can: () => true, callOptions: {}, cacheKey: 'demo' };
    const scopes = token ? widgetScopesOf(token, included) : null;
    const callOptions: Pick<CallOptions, 'headers'> = own
      ? { headers: { Authorization: `Bearer ${own}` } }
      : {};
    if (scopes) {
      return {
        kind: 'widget-session',
        can: (scope) => scopes.has(scope),
        callOptions,
        cacheKey: `token:${token}`,
      };
    }
    if (!signedIn) return { kind: 'none', can: () => false, callOptions, cacheKey: 'none' };
    const user = (session.userData as { id?: unknown } | null)?.id;
    return { kind: 'user', can: () => true, callOptions, cacheKey: `user:${String(user ?? token)}` };
  }, [demo, own, token, included, signedIn, session.userData]);
}
