import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { initialHelpIndex } from '@core/content';
import { EmptyState, Page, SafeHtml } from '../../../shared/ui';
import { useHelp } from '../api/help';
import { LoadFailed, LoadingBlocks } from '../lib/load-state';
import { ScrollTabs } from '../lib/scroll-tabs';
import '../content.css';

const PANEL_ID = 'help-topic';

/**
 * Help centre /m/help and /m/helpDetail?i= (spec §2): scrollable topic tabs, one HTML block at a
 * time; the first tab by ?tag= (terms: the page every login and register form links to), else ?i=,
 * else ?c=, else the first.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const help = useHelp();
  const topics = useMemo(() => help.data ?? [], [help.data]);
  const initial = useMemo(
    () => initialHelpIndex(topics, { tag: params.get('tag'), i: params.get('i'), c: params.get('c') }),
    [topics, params],
  );
  const [picked, setPicked] = useState<number | null>(null);
  // A new query (the terms link followed from a popup) starts over from its initial tab.
  useEffect(() => setPicked(null), [params]);
  const index = picked ?? initial;
  const topic = topics[index];
  return (
    <Page title={t('titles.help')} className="ct-page">
      {help.isPending ? (
        <LoadingBlocks rows={2} height={160} />
      ) : help.isError ? (
        <LoadFailed onRetry={() => void help.refetch()} />
      ) : !topic ? (
        <EmptyState icon="help" title={t('content.help.empty')} />
      ) : (
        <>
          <ScrollTabs
            items={topics.map((x, i) => ({ key: String(i), label: x.title }))}
            value={String(index)}
            onChange={(k) => setPicked(Number(k))}
            label={t('content.help.topics')}
            controls={PANEL_ID}
          />
          <article id={PANEL_ID} role="tabpanel" aria-label={topic.title} className="ct-article">
            <h2 className="ct-article__title">{topic.title}</h2>
            <SafeHtml className="ct-html" html={topic.content} />
          </article>
        </>
      )}
    </Page>
  );
}
