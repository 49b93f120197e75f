import { IconBuilding, IconHelp, IconPlus, IconReceipt, IconReceiptTax, IconSettings } from '../../ui/icons';
import { defineNav } from '../nav-item';

/** The navbar's shortcuts: the pages customers open most, each hidden without its permission. */
export const shortcutsNav = defineNav([
  {
    id: 'shortcut-invoices',
    labelKey: 'nav.invoices',
    icon: IconReceipt,
    route: 'invoice-list',
    action: 'read',
    subject: 'Invoice',
  },
  { id: 'shortcut-organizations', labelKey: 'nav.organizations', icon: IconBuilding, route: 'organizations' },
  {
    id: 'shortcut-organization-create',
    labelKey: 'nav.organizationCreate',
    icon: IconPlus,
    route: 'organization-create',
    action: 'create',
    subject: 'Organization',
  },
  { id: 'shortcut-pricing', labelKey: 'nav.pricing', icon: IconReceiptTax, route: 'front-pages-pricing' },
  {
    id: 'shortcut-settings',
    labelKey: 'nav.accountSettings',
    icon: IconSettings,
    route: 'account-settings-account',
  },
  { id: 'shortcut-help', labelKey: 'nav.helpCenter', icon: IconHelp, route: 'help-center' },
]);
