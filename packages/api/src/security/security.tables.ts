/** `rate_limit_counters`: hits per bucket and fixed window, shared by every API instance. */
export interface RateLimitCountersTable {
  /** `<rule>:<sha256 of the key>`: IPs and e-mails are not stored in clear. */
  bucket: string;
  windowStart: Date;
  hits: number;
  expiresAt: Date;
}

/** `captcha_redemptions`: ALTCHA challenges already used, so a solution works only once. */
export interface CaptchaRedemptionsTable {
  id: string;
  expiresAt: Date;
}

declare module '../db/database.types' {
  interface Database {
    rateLimitCounters: RateLimitCountersTable;
    captchaRedemptions: CaptchaRedemptionsTable;
  }
}
