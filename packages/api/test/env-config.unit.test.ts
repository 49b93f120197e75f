import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { EnvConfigError, readDatabaseSettings, readEnvConfig } from '../src/config/env-config';

const dataDir = mkdtempSync(join(tmpdir(), 'facturo-env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const STRONG = 'x'.repeat(40);

describe('readEnvConfig', () => {
  test('works with nothing set: embedded database, generated secret persisted with mode 0600', () => {
    const { config, server } = readEnvConfig({ DATA_DIR: dataDir });
    expect(server).toEqual(
      expect.objectContaining({
        port: 8000,
        databaseUrl: undefined,
        dataDir,
        seedDemo: true,
        host: undefined,
      }),
    );
    expect(config).toEqual(
      expect.objectContaining({
        environment: 'development',
        devRoutes: true,
        corsOrigins: [],
        captcha: { provider: 'altcha', hmacKey: expect.stringMatching(/.{32,}/), cost: 5000 },
      }),
    );
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(config.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readEnvConfig({ DATA_DIR: dataDir }).config.jwtSecret).toBe(config.jwtSecret);
  });

  test('reads every variable', () => {
    const { config, server } = readEnvConfig({
      DATA_DIR: dataDir,
      PORT: '9100',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/facturo',
      JWT_SECRET: STRONG,
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      PUBLIC_APP_URL: 'https://app.facturo.co',
      SMTP_URL: 'smtp://mail:587',
      CAPTCHA_PROVIDER: 'recaptcha-v3',
      RECAPTCHA_SECRET: 's',
      RECAPTCHA_MIN_SCORE: '0.7',
      TRUST_PROXY: 'true',
      RATE_LIMIT_SCALE: '2',
      LOG_LEVEL: 'warn',
    });
    expect(server).toEqual(
      expect.objectContaining({
        port: 9100,
        host: '127.0.0.1',
        databaseUrl: 'postgres://u:p@db:5432/facturo',
        smtpUrl: 'smtp://mail:587',
        seedDemo: false,
        logLevel: 'warn',
      }),
    );
    expect(config).toEqual(
      expect.objectContaining({
        jwtSecret: STRONG,
        corsOrigins: ['https://a.example', 'https://b.example'],
        publicAppUrl: 'https://app.facturo.co',
        captcha: { provider: 'recaptcha-v3', secret: 's', minScore: 0.7 },
        trustProxy: true,
        rateLimitScale: 2,
      }),
    );
  });

  test('production turns development routes off and needs real secrets', () => {
    const production = readEnvConfig({
      NODE_ENV: 'production',
      JWT_SECRET: STRONG,
      PAYMENT_PROVIDER: 'sandbox',
      ALTCHA_HMAC_KEY: STRONG,
      DATA_DIR: dataDir,
    }).config;
    expect(production).toEqual(
      expect.objectContaining({ environment: 'production', devRoutes: false, validateResponses: false }),
    );
    expect(() => readEnvConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /JWT_SECRET is required in production/,
    );
    expect(() =>
      readEnvConfig({
        NODE_ENV: 'production',
        JWT_SECRET: STRONG,
        PAYMENT_PROVIDER: 'sandbox',
        CAPTCHA_PROVIDER: 'altcha',
        DATA_DIR: dataDir,
      }),
    ).toThrow(/ALTCHA_HMAC_KEY is required/);
  });

  // Probe findings: production took public test cards and seeded the demo accounts by default.
  test('production needs an explicit payment provider and seeds no demo data unless asked', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: STRONG, ALTCHA_HMAC_KEY: STRONG, DATA_DIR: dataDir };
    expect(() => readEnvConfig(base)).toThrow(/PAYMENT_PROVIDER is required in production/);
    const chosen = readEnvConfig({ ...base, PAYMENT_PROVIDER: 'sandbox' });
    expect(chosen.config.billing.paymentProvider).toBe('sandbox');
    expect(chosen.server.seedDemo).toBe(false);
    expect(readEnvConfig({ ...base, PAYMENT_PROVIDER: 'sandbox', SEED_DEMO: 'true' }).server.seedDemo).toBe(
      true,
    );
    expect(readEnvConfig({ DATA_DIR: dataDir }).server.seedDemo).toBe(true);
  });

  test('a process serves HTTP and runs jobs by default; on PostgreSQL it may do only one of them', () => {
    expect(readEnvConfig({ DATA_DIR: dataDir }).server.role).toBe('all');
    const postgres = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://facturo@db/facturo' };
    expect(readEnvConfig({ ...postgres, API_ROLE: 'web' }).server.role).toBe('web');
    expect(readEnvConfig({ ...postgres, API_ROLE: 'worker' }).server.role).toBe('worker');
  });

  test('the default deployment protects its forms with the self-hosted captcha; production needs its key', () => {
    expect(readEnvConfig({ DATA_DIR: dataDir }).config.captcha.provider).toBe('altcha');
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: STRONG,
      PAYMENT_PROVIDER: 'sandbox',
      DATA_DIR: dataDir,
    };
    expect(() => readEnvConfig(production)).toThrow(/ALTCHA_HMAC_KEY is required/);
    expect(readEnvConfig({ ...production, ALTCHA_HMAC_KEY: STRONG }).config.captcha.provider).toBe('altcha');
    expect(readEnvConfig({ ...production, CAPTCHA_PROVIDER: 'none' }).config.captcha.provider).toBe('none');
  });

  test.each([
    [{ PORT: 'ochenta' }, 'PORT must be a number'],
    [{ JWT_SECRET: 'corto' }, 'JWT_SECRET must be at least 32 characters'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ CAPTCHA_PROVIDER: 'hcaptcha' }, 'CAPTCHA_PROVIDER must be none, recaptcha-v3 or altcha'],
    [{ CAPTCHA_PROVIDER: 'recaptcha-v3' }, 'RECAPTCHA_SECRET is required'],
    [{ CORS_ORIGINS: 'partner.example' }, 'CORS_ORIGINS entry "partner.example"'],
    [{ API_ROLE: 'cron' }, 'API_ROLE must be all, web or worker'],
    [{ API_ROLE: 'worker' }, 'API_ROLE=worker needs DATABASE_URL'],
  ])('%o → %s', (env, message) => {
    try {
      readEnvConfig({ DATA_DIR: dataDir, ...env });
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(EnvConfigError);
      expect((error as EnvConfigError).problems.join('\n')).toContain(message);
    }
  });
});

describe('readDatabaseSettings (what `migrate` reads)', () => {
  test('needs no secrets in production and writes nothing into DATA_DIR', () => {
    const folder = mkdtempSync(join(tmpdir(), 'facturo-migrate-env-'));
    try {
      const env = { NODE_ENV: 'production', DATA_DIR: folder, CAPTCHA_PROVIDER: 'altcha' };
      expect(() => readEnvConfig(env)).toThrow(EnvConfigError);
      expect(readDatabaseSettings(env)).toEqual({ databaseUrl: undefined, dataDir: folder });
      expect(readdirSync(folder)).toEqual([]);
      expect(readDatabaseSettings({ DATA_DIR: folder })).toEqual({ databaseUrl: undefined, dataDir: folder });
      expect(existsSync(join(folder, 'jwt-secret'))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('reads DATABASE_URL, and ignores everything else', () => {
    const url = 'postgresql://facturo@db.internal:5432/facturo';
    expect(
      readDatabaseSettings({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        PORT: 'not a number',
        JWT_SECRET: 'short',
      }),
    ).toEqual({ databaseUrl: url, dataDir });
  });

  test('refuses a DATABASE_URL that is not PostgreSQL, naming the variable', () => {
    expect(() => readDatabaseSettings({ DATABASE_URL: 'mysql://db/facturo' })).toThrow(
      /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    );
  });
});
