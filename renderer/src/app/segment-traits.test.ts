// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validateMerchantConfig } from '@core/config/validate';
import { CONFIG_ELEMENT_ID } from '../shared/config/embedded';

/* Issue 35: the player's segments, worked out by their chunk, decide a rollout that names one. */
const demo = JSON.parse(readFileSync('merchants/demo.json', 'utf8')) as Record<string, unknown>;
const checked = validateMerchantConfig({
  ...demo,
  segments: [{ id: 'en-readers', name: 'Reads English', languages: ['en'] }],
  rollouts: [{ id: 'red', segment: 'en-readers', changes: { '/theme/colors/header': '#aa0000' } }],
});
if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
const config = checked.config;

async function start(language: 'vi' | 'en') {
  vi.resetModules();
  document.body.innerHTML = `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${JSON.stringify({ etag: '"a"', config })}</script>`;
  const { useConfigStore } = await import('../shared/config/config-store');
  const { useLanguageStore } = await import('../shared/i18n');
  useLanguageStore.setState({ language });
  const { watchSegmentTraits } = await import('./segment-traits');
  const { whyRollout } = await import('../shared/config/why-rollout');
  const { queryClient } = await import('../shared/api');
  const { extraHeaders } = await import('../shared/api/client');
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  watchSegmentTraits();
  return { useConfigStore, useLanguageStore, whyRollout, invalidated, extraHeaders };
}

describe('segment traits (the lazy chunk)', () => {
  beforeEach(() => localStorage.clear());

  it('a player reading English is in the segment and gets its rollout; "why" names the segment', async () => {
    const { useConfigStore, whyRollout } = await start('en');
    expect(useConfigStore.getState().segments).toEqual(['en-readers']);
    expect(useConfigStore.getState().config.theme.colors.header).toBe('#aa0000');
    expect(whyRollout('/theme/colors/header')).toMatchObject({ id: 'red', segment: 'Reads English' });
  });

  it('reading Vietnamese: not in it; switching to English puts the player in', async () => {
    const { useConfigStore, useLanguageStore } = await start('vi');
    expect(useConfigStore.getState().segments).toEqual([]);
    expect(useConfigStore.getState().config.theme.colors.header).not.toBe('#aa0000');
    useLanguageStore.setState({ language: 'en' });
    expect(useConfigStore.getState().config.theme.colors.header).toBe('#aa0000');
  });

  it('a returning player on the web: the header says so and nothing is asked again (the first answers were right)', async () => {
    localStorage.setItem('MC_FIRST_SEEN', String(Date.now() - 30 * 86_400_000));
    const { invalidated, extraHeaders } = await start('en');
    expect(extraHeaders['X-Player-Audience']).toBe('returning;web');
    expect(invalidated).not.toHaveBeenCalled();
  });

  it('a new player: the header says so, and the content and promotions asked without it are asked again', async () => {
    const { invalidated, extraHeaders } = await start('en');
    expect(extraHeaders['X-Player-Audience']).toBe('new;web');
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['content'] });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['promotions'] });
  });
});
