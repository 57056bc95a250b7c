import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { sessionTagOfToken } from '@core/session-tag';
import { configureApiClient } from './client';
import { signOutIfEnded } from './session-ended';

/*
 * Issue 34: the merchant's event stream names sessions the console ended by tag; the page whose own
 * session has one of the tags signs out by the path a 401 SESSION_EXPIRED takes, any other stays.
 */

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

function page(token: string | undefined) {
  const onSessionExpired = vi.fn();
  configureApiClient({
    merchantCode: () => 'demo',
    language: () => 'vi',
    token: () => token,
    onSessionExpired,
  });
  return onSessionExpired;
}

describe('a session ended by the console', () => {
  it('the tag is 16 hex digits of SHA-256 of the stored token hash (SHA-256 of the token)', async () => {
    expect(await sessionTagOfToken('abc')).toBe(sha(sha('abc')).slice(0, 16));
  });

  it('signs this page out when its own tag is named', async () => {
    const signOut = page('my-token');
    await signOutIfEnded(JSON.stringify({ tags: ['0123456789abcdef', await sessionTagOfToken('my-token')] }));
    expect(signOut).toHaveBeenCalledExactlyOnceWith('my-token');
  });

  it('keeps this page signed in for another session’s tag, a signed-out page, or a bad event', async () => {
    const signOut = page('my-token');
    await signOutIfEnded(JSON.stringify({ tags: [await sessionTagOfToken('another-token')] }));
    await signOutIfEnded('not json');
    await signOutIfEnded(JSON.stringify({ tags: 'nope' }));
    await signOutIfEnded(JSON.stringify({}));
    expect(signOut).not.toHaveBeenCalled();
    const guest = page(undefined);
    await signOutIfEnded(JSON.stringify({ tags: [await sessionTagOfToken('my-token')] }));
    expect(guest).not.toHaveBeenCalled();
  });
});
