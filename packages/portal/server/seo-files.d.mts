import type { Plugin } from 'vite';

/** The public website's pages, listed in the sitemap and allowed in robots.txt (see seo-files.mjs). */
export const PUBLIC_PAGES: string[];

/** The site's public origin: `PORTAL_PUBLIC_URL` when set, otherwise the request's host. */
export function publicOrigin(env: NodeJS.ProcessEnv, host: string | undefined): string;

/** `/robots.txt` for `origin`. */
export function robotsTxt(origin: string): string;

/** `/sitemap.xml` for `origin`. */
export function sitemapXml(origin: string): string;

/** The search-engine file at `pathname` with its content type, or `null` for any other path. */
export function seoFile(
  pathname: string,
  env: NodeJS.ProcessEnv,
  host: string | undefined,
): { type: string; body: string } | null;

/** A Vite plugin answering `/robots.txt` and `/sitemap.xml` in `vite dev` and `vite preview`. */
export function seoFilesPlugin(env?: NodeJS.ProcessEnv): Plugin;
