import { parseConfig } from '@facturo/sdk/config';
import type { FacturoConfigInput, WidgetBaseProps } from './config.types';
import { checkCosmeticAttributes, mergeWidgetConfig, type WidgetConfigResult } from './merge-widget-config';

export type { WidgetConfigResult };

/**
 * Merges a widget's own attributes over the page configuration and validates the result with the
 * sdk's `parseConfig` (unusable cosmetic attributes are left out, see `checkCosmeticAttributes`).
 * Attribute values win, then `Facturo.configure`, then the script tag, then the sdk defaults.
 */
export function resolveWidgetConfig(page: FacturoConfigInput, props: WidgetBaseProps): WidgetConfigResult {
  return mergeWidgetConfig(page, checkCosmeticAttributes(props).props, parseConfig) as WidgetConfigResult;
}
