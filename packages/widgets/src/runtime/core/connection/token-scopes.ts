import { WIDGET_SCOPES, type WidgetScope } from '@facturo/sdk/schemas';
import type { WidgetScopes } from '../widget-frame';

/** The audience of the widget-session tokens `POST /widget-sessions` mints (a user's token has another). */
export const WIDGET_SESSION_AUDIENCE = 'facturo-widget';

const isScope = (value: unknown): value is WidgetScope =>
  (WIDGET_SCOPES as readonly unknown[]).includes(value);

function payloadOf(token: string): Record<string, unknown> | null {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The scopes of a widget-session token, with the ones they include by the widget's `scopes` (its
 * spec), or `null` when `token` is not a widget session (a signed-in user's token: the API then
 * decides by the user's role). Read without verifying, only to hide what the token cannot do; the API
 * checks every call.
 */
export function widgetScopesOf(token: string, included: WidgetScopes = {}): ReadonlySet<WidgetScope> | null {
  const claims = payloadOf(token);
  if (!claims) return null;
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(WIDGET_SESSION_AUDIENCE)) return null;
  const scopes = Array.isArray(claims.scp) ? claims.scp.filter(isScope) : [];
  return new Set(scopes.flatMap((scope) => [scope, ...(included[scope] ?? [])]));
}
