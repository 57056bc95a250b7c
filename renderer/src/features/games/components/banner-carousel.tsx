import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { useArtSrc } from '../../../shared/ui';
import { useBanners } from '../api/banners';
import type { Banner } from '../api/types';

// The carousel engine (swiper) is its own chunk: the first banner paints as a plain image at once.
const BannerSwiper = lazy(() => import('./banner-swiper'));

/** The first banner as a plain picture, with the dots the carousel will show (same look, no engine). */
function StaticBanner({ banner, eager, count }: { banner: Banner; eager: boolean; count: number }) {
  const art = useArtSrc();
  const img = (
    <img
      src={art(banner.url)}
      width={750}
      height={300}
      alt={banner.title}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
  return (
    <>
      {banner.link ? (
        <a href={banner.link} className="gm-banner__slide">
          {img}
        </a>
      ) : (
        <span className="gm-banner__slide">{img}</span>
      )}
      {count > 1 && (
        <span className="gm-banner__dots" aria-hidden="true">
          {Array.from({ length: count }, (_, i) => (
            <span key={i} className={i === 0 ? 'is-on' : undefined} />
          ))}
        </span>
      )}
    </>
  );
}

/**
 * Banner carousel (spec §2): the group's banners; autoplay and swiping only with more than one
 * banner. The box has a fixed aspect ratio, so it never shifts the page.
 */
export function BannerCarousel({ group, eager = true }: { group: string | undefined; eager?: boolean }) {
  const { t } = useTranslation();
  const { data, isLoading } = useBanners(group);
  const { bannerAutoplayMs } = useMerchantConfig().limits.timings;
  /*
   * The carousel engine is not needed to show the first banner, so it stays out of the first load
   * (the 170 KB budget): it loads when the first autoplay step is due, or as soon as the player
   * touches the banner; in the first case it moves on at once, keeping the autoplay rhythm.
   */
  const [upgrade, setUpgrade] = useState<'no' | 'touch' | 'tick'>('no');
  const many = !!data && data.length > 1;
  useEffect(() => {
    if (!many) return;
    const id = setTimeout(() => setUpgrade((u) => (u === 'no' ? 'tick' : u)), bannerAutoplayMs);
    return () => clearTimeout(id);
  }, [many, bannerAutoplayMs]);
  const wake = () => setUpgrade((u) => (u === 'no' && many ? 'touch' : u));

  if (!group || (!isLoading && (!data || data.length === 0))) return null;
  const first = data?.[0];
  return (
    <section
      className="gm-banner"
      aria-roledescription="carousel"
      aria-label={t('games.banners')}
      onPointerDown={wake}
      onFocus={wake}
    >
      {!first ? (
        <span className="gm-banner__slide ui-skeleton" />
      ) : upgrade !== 'no' && data && many ? (
        <Suspense fallback={<StaticBanner banner={first} eager={eager} count={data.length} />}>
          <BannerSwiper banners={data} advanceOnStart={upgrade === 'tick'} />
        </Suspense>
      ) : (
        <StaticBanner banner={first} eager={eager} count={data?.length ?? 1} />
      )}
    </section>
  );
}
