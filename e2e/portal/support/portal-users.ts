import type { APIRequestContext } from '@playwright/test';
import { type ApiHelper, uniqueEmail } from '../../support/api';
import { withCaptcha } from '../../support/captcha';

/** The password every journey user signs up with (meets the sdk's rules). */
export const PORTAL_PASSWORD = 'Factura#2026';

/** A user the API has signed up. */
export interface PortalUser {
  email: string;
  password: string;
  firstName: string;
}

/**
 * Signs a new user up through the API (register, the e-mailed code, personal data), so journeys that
 * are not about sign-up start from a real account quickly.
 */
export async function signUpUser(
  request: APIRequestContext,
  api: ApiHelper,
  label: string,
  firstName = 'Juliana',
): Promise<PortalUser> {
  const email = uniqueEmail(label);
  const post = async (path: string, data: object) => {
    const response = await request.post(`${api.base}${path}`, { data, headers: { 'Accept-Language': 'es' } });
    if (!response.ok())
      throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
    return response.json();
  };
  await post(
    '/auth/register',
    await withCaptcha(request, api.base, {
      email,
      password: PORTAL_PASSWORD,
      first_name: firstName,
      first_surname: 'Zapata',
      accepted_terms: true,
    }),
  );
  const { registration_token } = await post('/auth/verify-email', {
    email,
    code: await api.latestCode(email),
  });
  await post('/auth/complete-registration', {
    registration_token,
    first_name: firstName,
    first_surname: 'Zapata',
    cellphone: '+57 310 555 0199',
    taxpayer_type: '2',
    document_type: '13',
    document_number: String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)).slice(0, 10),
    iva_responsible: false,
    electronic_biller: false,
  });
  return { email, password: PORTAL_PASSWORD, firstName };
}
