import type { resolveWidgetConfig } from './resolve-widget-config';

/** The full resolver (the sdk's `parseConfig`, with zod), once downloaded. */
export type FullConfigResolver = typeof resolveWidgetConfig;

let loaded: FullConfigResolver | undefined;

/** The full resolver if it was already downloaded (then every widget resolves synchronously). */
export function loadedFullConfigResolver(): FullConfigResolver | undefined {
  return loaded;
}

/**
 * Downloads the full resolver: widgets need it only for configuration the hand-checked fast path
 * (`parseCommonConfig`) does not decide, and server renderers load it ahead with the texts.
 */
export async function loadFullConfigResolver(): Promise<FullConfigResolver> {
  loaded ??= (await import('./resolve-widget-config')).resolveWidgetConfig;
  return loaded;
}
