import { describe, expect, test } from 'vitest';
import { DROPPED_ERROR_FIELDS, serializeError } from '../src/logging/error-serializer';

const SECRET = 'S3creto-que-no-se-loguea';

describe('serializeError', () => {
  test('keeps the diagnosis: type, message, stack and the error code', () => {
    const error = Object.assign(new Error('division by zero'), { code: '22012', severity: 'ERROR' });
    expect(serializeError(error)).toEqual(
      expect.objectContaining({
        type: 'Error',
        message: 'division by zero',
        stack: expect.stringContaining('division by zero'),
        code: '22012',
        severity: 'ERROR',
      }),
    );
  });

  test.each(DROPPED_ERROR_FIELDS)('drops `%s`, on the error and inside non-error causes', (field) => {
    const error = Object.assign(new Error('failed'), {
      [field]: [SECRET],
      cause: { [field]: SECRET, inner: { [field]: { value: SECRET } } },
    });
    const json = JSON.stringify(serializeError(error));
    expect(json).not.toContain(SECRET);
    expect(json).toContain('failed');
  });

  test('error causes and aggregated errors contribute messages but never their data', () => {
    const cause = Object.assign(new Error('bind failed'), { params: [SECRET], query: `select '${SECRET}'` });
    const error = new AggregateError([Object.assign(new Error('one'), { params: [SECRET] })], 'several', {
      cause,
    });
    const json = JSON.stringify(serializeError(error));
    expect(json).not.toContain(SECRET);
    expect(json).toContain('bind failed');
  });

  test('redacts secret field names at any depth and hides e-mail addresses in text', () => {
    const error = Object.assign(new Error('550 <ana.gomez@example.co>: Recipient address rejected'), {
      extra: { nested: { token: SECRET, password: SECRET } },
    });
    const json = JSON.stringify(serializeError(error));
    expect(json).not.toContain(SECRET);
    expect(json).not.toContain('ana.gomez@example.co');
    expect(json).toContain('550 <[email]>: Recipient address rejected');
  });

  test('a thrown plain object is scrubbed the same way, and the original is left intact', () => {
    const thrown = { message: 'boom', params: [SECRET], detail: `Key (email)=(${SECRET})` };
    expect(JSON.stringify(serializeError(thrown))).not.toContain(SECRET);
    expect(thrown.params).toEqual([SECRET]);
  });
});
