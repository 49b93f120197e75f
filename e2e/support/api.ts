import type { APIRequestContext } from '@playwright/test';
import { currentEnvironment } from './environment';

/** A mailbox message as `GET /dev/mailbox` returns it. */
export interface MailboxItem {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** Direct calls to the API under test, for arranging data and reading what users would receive. */
export class ApiHelper {
  readonly base = currentEnvironment().apiBase;

  constructor(private readonly request: APIRequestContext) {}

  /** The e-mails sent to `to`, newest first (development mailbox; not in production). */
  async mailbox(to: string): Promise<MailboxItem[]> {
    const response = await this.request.get(`${this.base}/dev/mailbox`, {
      params: { to },
      headers: { Accept: 'application/json' },
    });
    if (!response.ok())
      throw new Error(
        `GET /dev/mailbox answered ${response.status()}: is the API running outside production?`,
      );
    return ((await response.json()) as { items: MailboxItem[] }).items;
  }

  /** How many public plans the catalogue lists for a service (what a pricing table shows). */
  async planCount(service: string): Promise<number> {
    const response = await this.request.get(`${this.base}/plans`, {
      params: { service },
      headers: { Accept: 'application/json' },
    });
    if (!response.ok()) throw new Error(`GET /plans answered ${response.status()}: ${await response.text()}`);
    return ((await response.json()) as { items: unknown[] }).items.length;
  }

  /**
   * Waits for the newest e-mail to `to` that `matches` (e-mails leave through the API's queue, a
   * second or two after the request) and returns it.
   */
  async waitForMail(to: string, matches: (mail: MailboxItem) => boolean, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = (await this.mailbox(to)).find(matches);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`No matching e-mail reached ${to} within ${timeoutMs / 1000} s.`);
  }

  /** Waits for the newest 6-digit code e-mailed to `to` and returns it. */
  async latestCode(to: string, timeoutMs = 15_000): Promise<string> {
    const mail = await this.waitForMail(to, (item) => /\b\d{6}\b/.test(item.text), timeoutMs);
    return /\b(\d{6})\b/.exec(mail.text)?.[1] as string;
  }
}

/** An address no other test or run uses. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.co`;
}
