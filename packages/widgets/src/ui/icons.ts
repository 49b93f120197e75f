/// <reference path="../runtime/react/tabler-icons.d.ts" />
/**
 * The tabler icons the widgets use, imported one module at a time. Icons are decorative: render them
 * with `aria-hidden` and put the meaning in text.
 * @module
 */
export { default as IconAlertCircle } from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
export { default as IconAlertTriangle } from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
export { default as IconArrowDown } from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
export { default as IconArrowLeft } from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
export { default as IconArrowRight } from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
export { default as IconArrowsSort } from '@tabler/icons-react/dist/esm/icons/IconArrowsSort.mjs';
export { default as IconArrowUp } from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
export { default as IconCalendarDue } from '@tabler/icons-react/dist/esm/icons/IconCalendarDue.mjs';
export { default as IconCertificate } from '@tabler/icons-react/dist/esm/icons/IconCertificate.mjs';
export { default as IconCheck } from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
export { default as IconChevronDown } from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
export { default as IconChevronLeft } from '@tabler/icons-react/dist/esm/icons/IconChevronLeft.mjs';
export { default as IconChevronRight } from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
export { default as IconCircleCheck } from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
export { default as IconCircleX } from '@tabler/icons-react/dist/esm/icons/IconCircleX.mjs';
export { default as IconClock } from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
export { default as IconCreditCard } from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
export { default as IconDownload } from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
export { default as IconEye } from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
export { default as IconEyeOff } from '@tabler/icons-react/dist/esm/icons/IconEyeOff.mjs';
export { default as IconFileInvoice } from '@tabler/icons-react/dist/esm/icons/IconFileInvoice.mjs';
export { default as IconFileOff } from '@tabler/icons-react/dist/esm/icons/IconFileOff.mjs';
export { default as IconHourglass } from '@tabler/icons-react/dist/esm/icons/IconHourglass.mjs';
export { default as IconInfoCircle } from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
export { default as IconLoader2 } from '@tabler/icons-react/dist/esm/icons/IconLoader2.mjs';
export { default as IconLock } from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
export { default as IconLogout } from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
export { default as IconMailOpened } from '@tabler/icons-react/dist/esm/icons/IconMailOpened.mjs';
export { default as IconMinus } from '@tabler/icons-react/dist/esm/icons/IconMinus.mjs';
export { default as IconPlus } from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
export { default as IconReceipt } from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
export { default as IconRefresh } from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
export { default as IconSearch } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
export { default as IconShoppingCart } from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
export { default as IconSparkles } from '@tabler/icons-react/dist/esm/icons/IconSparkles.mjs';
export { default as IconTrash } from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
export { default as IconUserCircle } from '@tabler/icons-react/dist/esm/icons/IconUserCircle.mjs';
export { default as IconX } from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
