import { createHash } from 'node:crypto';
import { decamelizeKeys } from '@facturo/sdk/http';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';

/** A JSON body ready to send: its text and its strong validator. */
export interface CacheableBody {
  json: string;
  etag: string;
}

/** Serializes a camelCase body to the wire (snake_case) once and tags it with a content hash. */
export function cacheableBody(body: unknown): CacheableBody {
  const json = JSON.stringify(decamelizeKeys(body));
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): W/"x" matches "x".
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * A public, cacheable JSON answer: `ETag` and `Cache-Control` on 200, and 304 without a body when
 * the client's `If-None-Match` already has this version. Partners' pricing tables revalidate
 * cheaply instead of downloading the catalogue again.
 */
export function cacheableResponse(c: Context<AppEnv>, body: CacheableBody, maxAgeSeconds: number): Response {
  const headers = {
    ETag: body.etag,
    'Cache-Control': `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 12}`,
  };
  if (matches(c.req.header('If-None-Match'), body.etag)) return new Response(null, { status: 304, headers });
  return new Response(body.json, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'application/json' },
  });
}

/**
 * Memoizes a computed body per key for `ttlMs` (measured on the app's clock). The catalogue changes
 * only with a migration, so a minute of staleness per instance costs nothing and saves a query per
 * request.
 */
export function createBodyCache(ttlMs: number) {
  const entries = new Map<string, { body: CacheableBody; expiresAt: number }>();
  return async (key: string, now: Date, compute: () => Promise<unknown>): Promise<CacheableBody> => {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now.getTime()) return hit.body;
    const body = cacheableBody(await compute());
    entries.set(key, { body, expiresAt: now.getTime() + ttlMs });
    return body;
  };
}
