import { WEBHOOK_ATTEMPT_ERRORS } from '@facturo/sdk/schemas';
import { describe, expect, test } from 'vitest';
import { unreachableReason } from '../../src/webhooks/unreachable-reason';

/** An error as Node's fetch throws it: `TypeError: fetch failed` with the system error as its cause. */
const fetchFailed = (cause: unknown) => new TypeError('fetch failed', { cause });
const systemError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

describe('why a webhook POST got no answer', () => {
  test.each([
    [
      'an abort by AbortSignal.timeout',
      new DOMException('The operation was aborted', 'TimeoutError'),
      'timeout',
    ],
    ['a refused connection', fetchFailed(systemError('ECONNREFUSED')), 'connection_refused'],
    ['an unknown host', fetchFailed(systemError('ENOTFOUND')), 'host_not_found'],
    ['a DNS server that did not answer', fetchFailed(systemError('EAI_AGAIN')), 'host_not_found'],
    ['a connection reset', fetchFailed(systemError('ECONNRESET')), 'connection_reset'],
    ['undici closing the socket', fetchFailed(systemError('UND_ERR_SOCKET')), 'connection_reset'],
    ['a connect timeout', fetchFailed(systemError('UND_ERR_CONNECT_TIMEOUT')), 'timeout'],
    ['an expired certificate', fetchFailed(systemError('CERT_HAS_EXPIRED')), 'tls_error'],
    ['a self-signed certificate', fetchFailed(systemError('DEPTH_ZERO_SELF_SIGNED_CERT')), 'tls_error'],
    [
      'a wrong host name on the certificate',
      fetchFailed(systemError('ERR_TLS_CERT_ALTNAME_INVALID')),
      'tls_error',
    ],
    [
      'a code a cause deeper',
      fetchFailed(new Error('wrapped', { cause: systemError('ECONNREFUSED') })),
      'connection_refused',
    ],
    ['an unknown code', fetchFailed(systemError('EWHATEVER')), 'network_error'],
    ['no cause at all', new TypeError('fetch failed'), 'network_error'],
    ['something thrown that is not an error', 'boom', 'network_error'],
  ])('%s', (_name, error, expected) => {
    expect(unreachableReason(error)).toBe(expected);
  });

  test('every answer is one of the documented codes', () => {
    for (const error of [fetchFailed(systemError('ECONNREFUSED')), new Error('x'), null])
      expect(WEBHOOK_ATTEMPT_ERRORS).toContain(unreachableReason(error));
  });
});
