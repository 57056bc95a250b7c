import { useTranslation } from 'react-i18next';
import { Autoplay, Pagination, A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { useMerchantConfig } from '../../../shared/config';
import { useArtSrc } from '../../../shared/ui';
import type { Banner } from '../api/types';

/** The swiping carousel, loaded only when a group has more than one banner. */
export default function BannerSwiper({
  banners,
  advanceOnStart,
}: {
  banners: Banner[];
  advanceOnStart: boolean;
}) {
  const { t } = useTranslation();
  const { timings } = useMerchantConfig().limits;
  const art = useArtSrc();
  return (
    <Swiper
      modules={[Autoplay, Pagination, A11y]}
      loop
      spaceBetween={timings.bannerGapPx}
      onSwiper={(s) => {
        if (advanceOnStart) s.slideNext();
      }}
      autoplay={{ delay: timings.bannerAutoplayMs, disableOnInteraction: false }}
      pagination={{ clickable: true }}
      a11y={{
        prevSlideMessage: t('games.prevBanner'),
        nextSlideMessage: t('games.nextBanner'),
        paginationBulletMessage: t('games.goToBanner', { index: '{{index}}' }),
      }}
    >
      {banners.map((b, i) => (
        <SwiperSlide key={`${b.url}-${i}`}>
          {b.link ? (
            <a href={b.link} className="gm-banner__slide">
              <img
                src={art(b.url)}
                alt={b.title}
                width={750}
                height={300}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            </a>
          ) : (
            <span className="gm-banner__slide">
              <img
                src={art(b.url)}
                alt={b.title}
                width={750}
                height={300}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            </span>
          )}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
