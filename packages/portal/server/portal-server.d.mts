import type { Server } from 'node:http';

/** The runtime configuration served as `/config.json` (see portal-server.mjs). */
export function runtimeConfig(
  shipped: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
): Record<string, unknown>;

/** The build's prerendered pages the server may send for this runtime configuration: path → file in dist/. */
export function servablePrerenderedPages(
  prerendered: { config: Record<string, unknown>; pages: Record<string, string> } | null,
  runtime: Record<string, unknown>,
): Map<string, string>;

/** Starts the portal's static server; resolves with the Node server once it listens. */
export function startPortalServer(options: {
  root: string;
  port: number;
  host?: string | undefined;
  env?: NodeJS.ProcessEnv;
}): Promise<Server>;
