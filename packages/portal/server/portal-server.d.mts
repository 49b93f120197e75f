import type { Server } from 'node:http';

/** The runtime configuration served as `/config.json` (see portal-server.mjs). */
export function runtimeConfig(
  shipped: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
): Record<string, unknown>;

/** Starts the portal's static server; resolves with the Node server once it listens. */
export function startPortalServer(options: {
  root: string;
  port: number;
  host?: string | undefined;
  env?: NodeJS.ProcessEnv;
}): Promise<Server>;
