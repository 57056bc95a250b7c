import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, configureApiClient } from './client';

/* Spec §8 slow connection: the client calls onSlow for a request still unanswered after slowAfterMs. */
describe('slow connection', () => {
  const onSlow = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    onSlow.mockReset();
    configureApiClient({
      merchantCode: () => 'demo',
      language: () => 'vi',
      token: () => undefined,
      onSlow,
      slowAfterMs: () => 1000,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const answerAfter = (ms: number) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) =>
            setTimeout(() => resolve(new Response('{"ok":1}', { status: 200 })), ms),
          ),
      ),
    );

  it('a request answered in time says nothing, even after the threshold has passed', async () => {
    answerAfter(200);
    const p = apiFetch('/api/x');
    await vi.advanceTimersByTimeAsync(200);
    await expect(p).resolves.toEqual({ ok: 1 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(onSlow).not.toHaveBeenCalled();
  });

  it('a request still unanswered after the threshold calls onSlow once', async () => {
    answerAfter(3000);
    const p = apiFetch('/api/x');
    await vi.advanceTimersByTimeAsync(999);
    expect(onSlow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2001);
    await expect(p).resolves.toEqual({ ok: 1 });
    expect(onSlow).toHaveBeenCalledTimes(1);
  });
});
