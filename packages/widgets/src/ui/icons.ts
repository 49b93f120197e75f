/// <reference path="./tabler-icons.d.ts" />
/**
 * The tabler icons the widgets use, imported one module at a time. Icons are decorative: render them
 * with `aria-hidden` and put the meaning in text.
 * @module
 */
export { default as IconAlertCircle } from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
export { default as IconArrowLeft } from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
export { default as IconCertificate } from '@tabler/icons-react/dist/esm/icons/IconCertificate.mjs';
export { default as IconCheck } from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
export { default as IconChevronDown } from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
export { default as IconCircleCheck } from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
export { default as IconEye } from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
export { default as IconEyeOff } from '@tabler/icons-react/dist/esm/icons/IconEyeOff.mjs';
export { default as IconFileInvoice } from '@tabler/icons-react/dist/esm/icons/IconFileInvoice.mjs';
export { default as IconFileOff } from '@tabler/icons-react/dist/esm/icons/IconFileOff.mjs';
export { default as IconInfoCircle } from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
export { default as IconLoader2 } from '@tabler/icons-react/dist/esm/icons/IconLoader2.mjs';
export { default as IconLogout } from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
export { default as IconMailOpened } from '@tabler/icons-react/dist/esm/icons/IconMailOpened.mjs';
export { default as IconRefresh } from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
export { default as IconSparkles } from '@tabler/icons-react/dist/esm/icons/IconSparkles.mjs';
export { default as IconUserCircle } from '@tabler/icons-react/dist/esm/icons/IconUserCircle.mjs';
