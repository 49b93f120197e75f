import type { Cart } from '@facturo/sdk/cart';
import { useMemo } from 'react';
import { demoConnection, getConnection } from '../core/connection/api-connection';
import { useWidget } from './widget-context';

/** The shared cart of the widget's API (memory-only in demo mode), for widgets that show or edit it. */
export function useWidgetCart(): Cart {
  const { config, demo } = useWidget();
  return useMemo(() => (demo ? demoConnection(config) : getConnection(config)).cart, [config, demo]);
}
