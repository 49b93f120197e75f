import type { ApiModule } from '../../kernel/api-module';
import { invoiceDocumentRoutes } from './invoice-documents.routes';

/** The documents of electronic invoices and credit notes: PDF, XML and the AttachedDocument zip. */
export const invoiceDocumentsModule: ApiModule = {
  name: 'invoice-documents',
  routes: invoiceDocumentRoutes,
};
