import { InvoicingUnavailableError } from '../../billing-core/invoice-numbering';
import { ApiProblem } from '../../http/api-problem';

/**
 * Turns a refusal to issue (numbering authorization used up or expired: the operator alert is
 * already logged) into 503 `invoicing_unavailable`; any other error is rethrown as it is.
 */
export function unavailable(error: unknown): never {
  if (error instanceof InvoicingUnavailableError) {
    throw new ApiProblem(503, 'invoicing_unavailable', { detail: error.block });
  }
  throw error;
}
