import type { ApiModule } from '../../kernel/api-module';
import { contactMigration } from './0300-contact.migration';
import { contactPrivacyVersionMigration } from './0375-contact-privacy-version.migration';
import { contactRoutes } from './contact.routes';

/** The landing page's contact form and newsletter sign-up. */
export const contactModule: ApiModule = {
  name: 'contact',
  routes: contactRoutes,
  migrations: {
    '0300-contact': contactMigration,
    '0375-contact-privacy-version': contactPrivacyVersionMigration,
  },
};
