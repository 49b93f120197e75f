import { DEV_API_BASE_URL } from '@facturo/sdk/config';
import { pageConfig } from '../runtime/core/config/config-store';
import { startEarlyRequest } from '../runtime/core/data/early-requests';

/** `GET /plans?service=…` under an API base (the URL the widgets' client builds for `listPlans`). */
export function plansUrl(apiBaseUrl: string, service: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/plans?service=${encodeURIComponent(service)}`;
}

/**
 * The early plans request of a table with these properties (its URL and language), or `undefined`
 * when it sends none: demo tables, tables without a service, production pages without an API URL
 * (they show a configuration error, not plans).
 */
export function earlyPlansRequest(
  props: Record<string, unknown>,
): { url: string; locale: string } | undefined {
  const page = pageConfig.getSnapshot();
  const { service } = props;
  if (props.demo === true || typeof service !== 'string' || service === '') return undefined;
  const api = (props.apiBase as string | undefined) ?? page.apiBaseUrl;
  if (api === undefined && page.environment === 'prod') return undefined;
  const locale = (props.locale as string | undefined) ?? page.locale ?? 'es';
  return { url: plansUrl(api ?? DEV_API_BASE_URL, service), locale };
}

/**
 * Run by `facturo.js` as a `<facturo-pricing-table>` connects, before its code has downloaded:
 * starts the widget's first request (its plans, in its language) so the answer arrives with the code.
 * The widget takes it from there (`plans-source.ts`) when it would have sent the same request.
 */
export function startPlansRequest(props: Record<string, unknown>): void {
  const request = earlyPlansRequest(props);
  if (request) startEarlyRequest(request.url, request.locale);
}
