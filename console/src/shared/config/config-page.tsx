import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminQueries } from '../queries';
import { errorKey } from '../api';
import { SEGMENT_PLAYERS } from '@schemas';

/** A page over one merchant's config (rollouts, segments): the latest version, read on every visit. */
export function WithMerchantConfig({
  code,
  page: Page,
}: {
  code: string;
  page: (p: { code: string; version: number; doc: Record<string, unknown> }) => ReactNode;
}) {
  const { t } = useTranslation();
  const config = useQuery({ ...adminQueries.config(code), refetchOnMount: 'always' });
  if (config.isError) return <p role="alert">{t(errorKey(config.error))}</p>;
  if (!config.data) return <p aria-busy="true">{t('console.loading')}</p>;
  return (
    <Page code={code} version={config.data.version} doc={config.data.document as Record<string, unknown>} />
  );
}

type Players = (typeof SEGMENT_PLAYERS)[number];
const PLAYER_TEXTS: Record<Players, string> = {
  all: 'targeting.rollouts.playersAll',
  new: 'targeting.rollouts.playersNew',
  returning: 'targeting.rollouts.playersReturning',
};

/** New or returning players (a rollout's audience, a segment): the same words in both. */
export function PlayersSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Players;
  onChange: (v: Players) => void;
}) {
  const { t } = useTranslation();
  return (
    <label htmlFor={id}>
      {t('targeting.rollouts.players')}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Players)}>
        {SEGMENT_PLAYERS.map((p) => (
          <option key={p} value={p}>
            {t(PLAYER_TEXTS[p])}
          </option>
        ))}
      </select>
    </label>
  );
}
