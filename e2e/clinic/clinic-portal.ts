import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { fullAppOrigin } from '../portal/support/full-app-session';
import { axeAudit } from '../support/axe';
import { withCaptcha } from '../support/captcha';
import type { DemoAccount } from '../support/demo-accounts';
import { currentEnvironment } from '../support/environment';

/** Signs in through the portal's login page, the way staff do. */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await page.goto(`${fullAppOrigin()}/login`);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A session token for arranging data through the API (what the page shows is still asserted in the page). */
export async function apiToken(
  request: APIRequestContext,
  account: DemoAccount,
): Promise<{ token: string; clinicId: string }> {
  const response = await request.post(`${currentEnvironment().apiBase}/auth/login`, {
    data: await withCaptcha(request, currentEnvironment().apiBase, {
      email: account.email,
      password: account.password,
    }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    access_token: string;
    user_data: { organizations: { organization_id: string; kind: string }[] };
  };
  const clinic = body.user_data.organizations.find((organization) => organization.kind === 'clinic');
  if (!clinic) throw new Error(`${account.email} belongs to no clinic.`);
  return { token: body.access_token, clinicId: clinic.organization_id };
}

/**
 * The next dates (after today in Colombia) the API calls festivos, the next business days, and
 * whether today itself is closed (a festivo or one of the clinic's closure days).
 */
export async function upcomingDays(request: APIRequestContext, session: { token: string; clinicId: string }) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  const year = Number(today.slice(0, 4));
  const closed: { date: string; source: string }[] = [];
  for (const y of [year, year + 1]) {
    const response = await request.get(
      `${currentEnvironment().apiBase}/organizations/${session.clinicId}/closed-days?year=${y}`,
      {
        headers: { Authorization: `Bearer ${session.token}` },
      },
    );
    closed.push(...((await response.json()) as { items: { date: string; source: string }[] }).items);
  }
  const business: string[] = [];
  for (let offset = 1; business.length < 3; offset += 1) {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    const iso = date.toISOString().slice(0, 10);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6 && !closed.some((day) => day.date === iso))
      business.push(iso);
  }
  const holiday = closed.find((day) => day.source === 'national' && day.date > today)?.date as string;
  return { holiday, business, today, todayClosed: closed.some((day) => day.date === today) };
}

/** `HH:MM` for minutes after midnight. */
export const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A 30-minute slot later today in Colombia that the API will take, in minutes after midnight: at
 * least 10 minutes from now (the booking is submitted a little later), on the 5-minute grid, ending
 * by midnight (so it is today's appointment); random, so local re-runs on one database do not
 * collide. `null` when today is a festivo or closure day, or too late in the evening: then no
 * appointment can be booked and admitted today, whatever the product does.
 */
export function slotLaterToday(days: { todayClosed: boolean }): number | null {
  if (days.todayClosed) return null;
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Bogota',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number) as [number, number];
  const earliest = Math.ceil((hours * 60 + minutes + 10) / 5) * 5;
  const latest = 23 * 60 + 30;
  if (earliest > latest) return null;
  return earliest + 5 * Math.floor(Math.random() * ((latest - earliest) / 5 + 1));
}

/** No serious or critical accessibility violation in the page's main content. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await axeAudit(page).include('#main-content').analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}
