import { type ColorSchemeSource, mediaColorScheme } from '@facturo/sdk/core';
import { useSyncExternalStore } from 'react';
import type { ThemeName } from '../core/config/config.types';

let systemScheme: ColorSchemeSource | null = null;
// Created on first use, never at import: importing the widgets in Node (SSR) must not touch `window`.
const system = () => {
  systemScheme ??= mediaColorScheme();
  return systemScheme;
};

const noSubscription = () => () => {};
const subscribeSystem = (listener: () => void) => system().subscribe(listener);
const prefersDark = () => system().prefersDark();
const serverPrefersDark = () => false;

/**
 * The scheme to render: the theme itself, or for `system` the operating system's preference, followed
 * live. Only widgets in `system` mode listen to `prefers-color-scheme`, and they stop when unmounted.
 */
export function useColorScheme(theme: ThemeName): 'light' | 'dark' {
  const followsSystem = theme === 'system';
  const dark = useSyncExternalStore(
    followsSystem ? subscribeSystem : noSubscription,
    followsSystem ? prefersDark : serverPrefersDark,
    serverPrefersDark,
  );
  if (!followsSystem) return theme;
  return dark ? 'dark' : 'light';
}
