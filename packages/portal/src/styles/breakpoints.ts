// The portal's layout breakpoints: plain values, read by its stylesheets and by code that measures
// the window. Colours, radii and fonts are the shared theme's (`@facturo/ui/styles`).

/** Breakpoints: below `nav` the vertical navigation becomes an overlay. */
export const breakpoints = {
  sm: '(min-width: 600px)',
  md: '(min-width: 760px)',
  nav: '(min-width: 960px)',
  lg: '(min-width: 1200px)',
} as const;
