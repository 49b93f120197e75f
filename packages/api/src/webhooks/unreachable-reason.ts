import type { WebhookAttemptError } from '@facturo/sdk/schemas';

// Node's fetch (undici) throws `TypeError: fetch failed` for every network failure and keeps the
// system's error code in `cause` (sometimes a cause deeper); an abort by timeout is a `TimeoutError`.
const CODES: Readonly<Record<string, WebhookAttemptError>> = {
  ECONNREFUSED: 'connection_refused',
  ENOTFOUND: 'host_not_found',
  EAI_AGAIN: 'host_not_found',
  ECONNRESET: 'connection_reset',
  EPIPE: 'connection_reset',
  UND_ERR_SOCKET: 'connection_reset',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
};

const isTlsCode = (code: string) =>
  code.startsWith('ERR_TLS_') ||
  code.startsWith('ERR_SSL_') ||
  code.includes('CERT') ||
  code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE';

/**
 * Why a webhook POST got no HTTP answer, as one of the codes the delivery log documents
 * (`WEBHOOK_ATTEMPT_ERRORS`): what an integrator can act on, where the thrown error's message is
 * "fetch failed".
 */
export function unreachableReason(error: unknown): WebhookAttemptError {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current.name === 'TimeoutError') return 'timeout';
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      const known = CODES[code];
      if (known) return known;
      if (isTlsCode(code)) return 'tls_error';
    }
    current = current.cause;
  }
  return 'network_error';
}
