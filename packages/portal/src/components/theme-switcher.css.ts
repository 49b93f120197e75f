import { globalStyle, style } from '@vanilla-extract/css';

// The trigger's icon follows `<html data-theme>` (set before React renders, bind-preferences.ts) rather
// than React state: the prerendered page is light, and an icon drawn from state would differ from it
// for a visitor in dark mode and spoil the hydration.
export const lightIcon = style({});
export const darkIcon = style({ display: 'none' });

globalStyle(`html[data-theme="dark"] ${lightIcon}`, { display: 'none' });
globalStyle(`html[data-theme="dark"] ${darkIcon}`, { display: 'inline' });
