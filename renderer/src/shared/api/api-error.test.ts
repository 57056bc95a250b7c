import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './api-error';
import { buildUrl } from './client';

describe('API errors', () => {
  it('maps the error body to a code and a locale key', () => {
    const e = toApiError(401, {
      error: { code: 'WRONG_CREDENTIALS', message: 'no', details: { captcha: true } },
    });
    expect(e).toBeInstanceOf(ApiError);
    expect(e.code).toBe('WRONG_CREDENTIALS');
    expect(e.messageKey).toBe('errors.WRONG_CREDENTIALS');
    expect(e.details).toEqual({ captcha: true });
  });
  it('falls back to UNKNOWN for a body without a code, and NO_INTERNET without a response', () => {
    expect(toApiError(500, 'oops').code).toBe('UNKNOWN');
    expect(toApiError(0, undefined).code).toBe('NO_INTERNET');
  });
  it('builds query strings without empty values', () => {
    expect(buildUrl('/api/x', { a: 1, b: '', c: undefined, d: null, e: 'v w' })).toBe('/api/x?a=1&e=v+w');
    expect(buildUrl('/api/x')).toBe('/api/x');
  });
});
