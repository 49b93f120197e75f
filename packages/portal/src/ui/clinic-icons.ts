/**
 * Icons only the clinic pages and menu use, imported one module at a time like `icons.ts`, so
 * the other areas' bundles never carry them. Decorative: render with `aria-hidden`.
 * @module
 */
export { default as IconCalendarEvent } from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
export { default as IconCalendarOff } from '@tabler/icons-react/dist/esm/icons/IconCalendarOff.mjs';
export { default as IconClipboardHeart } from '@tabler/icons-react/dist/esm/icons/IconClipboardHeart.mjs';
export { default as IconDoorEnter } from '@tabler/icons-react/dist/esm/icons/IconDoorEnter.mjs';
