import type { Notification } from '@facturo/sdk/schemas';

/**
 * Where a notification leads: the customer area in landing-only deployments; in the full app, the
 * organization's prefixes for numbering alerts and the invoices for everything about money.
 */
export function notificationHref(
  notification: Pick<Notification, 'kind' | 'organizationId' | 'resource'>,
  options: { justLandingPage: boolean; organizationSlug: (organizationId: string) => string | null },
): string {
  const isPrefix = notification.kind === 'prefix_expiring' || notification.kind === 'prefix_range';
  if (options.justLandingPage) {
    return notification.resource.type === 'subscription' || notification.kind === 'subscription_suspended'
      ? '/pages/landing-settings/subscriptions'
      : '/pages/landing-settings/billing';
  }
  if (isPrefix) {
    const slug = options.organizationSlug(notification.organizationId);
    return slug ? `/organization/${slug}/prefixes` : '/organizations';
  }
  if (notification.resource.type === 'subscription') return '/pages/account-settings/billing-plans';
  return '/accounts/billing/invoice-list';
}
