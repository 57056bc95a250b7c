import { canTagSessions, sessionTagOfToken } from '@core/session-tag';
import { currentSessionToken, sessionEndedElsewhere } from './client';

/**
 * The console ended sessions of this merchant (a lock, "end all sessions": issue 34); the event names
 * them by tag only (core/session-tag.ts). When this page's session is one of them it signs out now,
 * by the path a 401 SESSION_EXPIRED takes, instead of at its next request.
 */
export async function signOutIfEnded(data: string): Promise<void> {
  const token = currentSessionToken();
  if (!token || !canTagSessions()) return;
  let tags: unknown;
  try {
    tags = (JSON.parse(data) as { tags?: unknown }).tags;
  } catch {
    return;
  }
  if (!Array.isArray(tags) || tags.length === 0) return;
  if (tags.includes(await sessionTagOfToken(token))) sessionEndedElsewhere(token);
}
