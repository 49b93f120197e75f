/**
 * The Tabler icons of a plan card (`@tabler/icons-react` 3.51), as the paths their React components
 * draw: importing the components would bring React into the early paint. A test checks these paths
 * and the attributes below against the package's own, so an upgrade cannot drift silently.
 */
export const EARLY_ICONS = {
  certificate: [
    'M12 15a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
    'M13 17.5v4.5l2 -1.5l2 1.5v-4.5',
    'M10 19h-5a2 2 0 0 1 -2 -2v-10c0 -1.1 .9 -2 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -1 1.73',
    'M6 9l12 0',
    'M6 12l3 0',
    'M6 15l2 0',
  ],
  'file-invoice': [
    'M14 3v4a1 1 0 0 0 1 1h4',
    'M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2',
    'M9 7l1 0',
    'M9 13l6 0',
    'M13 17l2 0',
  ],
  check: ['M5 12l5 5l10 -10'],
  sparkles: [
    'M16 18a2 2 0 0 1 2 2a2 2 0 0 1 2 -2a2 2 0 0 1 -2 -2a2 2 0 0 1 -2 2m0 -12a2 2 0 0 1 2 2a2 2 0 0 1 2 -2a2 2 0 0 1 -2 -2a2 2 0 0 1 -2 2m-7 12a6 6 0 0 1 6 -6a6 6 0 0 1 -6 -6a6 6 0 0 1 -6 6a6 6 0 0 1 6 6',
  ],
} as const;

const SVG = 'http://www.w3.org/2000/svg';

/** A decorative outline icon (`aria-hidden`, not focusable), as the React components render it. */
export function earlyIcon(name: keyof typeof EARLY_ICONS, size: number): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  const attributes: Record<string, string | number> = {
    xmlns: SVG,
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': 2,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    class: `tabler-icon tabler-icon-${name}`,
    'aria-hidden': 'true',
    focusable: 'false',
  };
  for (const [attribute, value] of Object.entries(attributes)) svg.setAttribute(attribute, String(value));
  for (const d of EARLY_ICONS[name]) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
