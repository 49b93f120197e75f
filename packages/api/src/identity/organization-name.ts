import type { Taxpayer } from '@facturo/sdk/schemas';

/**
 * The name people know an organization by: commercial name, company name, or the person's name.
 * Kept on every organization row, which organizations and checkout both create.
 */
export function organizationName(taxpayer: Taxpayer): string {
  const personal = [taxpayer.firstName, taxpayer.firstSurname].filter(Boolean).join(' ');
  return taxpayer.commercialName || taxpayer.companyName || personal;
}
