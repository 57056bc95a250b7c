// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api';
import { actionFailureKey } from './player-actions';

/* "Send password-reset code" that cannot go says why, not "This feature is not available." */
describe('why a player action failed', () => {
  it('a player with no contact, or a site with no way to reach them, is said in words', () => {
    expect(actionFailureKey(new ApiError(403, 'FEATURE_UNAVAILABLE', { contact: 'none' }))).toBe(
      'players.actions.cannotSend.none',
    );
    expect(actionFailureKey(new ApiError(403, 'FEATURE_UNAVAILABLE', { contact: 'noTransport' }))).toBe(
      'players.actions.cannotSend.noTransport',
    );
  });

  it('any other failure keeps its error text', () => {
    expect(actionFailureKey(new ApiError(403, 'FEATURE_UNAVAILABLE'))).toBe('errors.FEATURE_UNAVAILABLE');
    expect(actionFailureKey(new ApiError(409, 'PLAYER_STATUS_CHANGED'))).toBe('errors.PLAYER_STATUS_CHANGED');
    expect(actionFailureKey(new Error('x'))).toBe('errors.UNKNOWN');
  });
});
