// @tabler/icons-react publishes types only for its barrel. Widgets import single icon modules so
// tests and dev servers do not load 6,000 files; these declarations type those deep imports.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';

  const icon: TablerIcon;
  export default icon;
}
