// @tabler/icons-react publishes types only for its barrel. The kit (and the portal and the widgets)
// import single icon modules so tests, dev servers and bundles do not load 6,000 files.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';

  const icon: TablerIcon;
  export default icon;
}
