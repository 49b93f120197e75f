// Style fragments the portal's components share: spread one into a `style({...})` and add what is
// particular (spacing, size, position). Plain objects, so each component keeps its own class.
import { vars } from '@facturo/ui/styles';

/** A list that is layout, not bullets (menus, feature lists, card grids). */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A bare list laid out as a column (add `gap`). */
export const columnList = { ...bareList, display: 'flex', flexDirection: 'column' } as const;

/** A native `<dialog>` drawn as a raised surface over a dimmed page (add width and placement). */
export const dialogSurface = {
  padding: 0,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
} as const;

/** The small count pinned to an icon button's corner (add `background` and `color`). */
export const cornerCount = {
  position: 'absolute',
  top: 2,
  insetInlineEnd: 2,
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  fontSize: '0.6875rem',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
} as const;
