import type { ContentLang } from './content-lang';

/** Words drawn on generated campaign art, in both content languages (issue 17: art speaks the player's language). */
export interface ArtCopy {
  headline: Record<ContentLang, string>;
  sub: Record<ContentLang, string>;
  /** The button drawn on a clickable banner; none on promotion and news pictures (issue 32 item 16: a fake button). */
  cta?: Record<ContentLang, string>;
}

const PLAY = { vi: 'CHƠI NGAY', en: 'PLAY NOW' };
const JOIN = { vi: 'THAM GIA', en: 'JOIN NOW' };
const copy = (
  headline: [string, string],
  sub: [string, string],
  cta: Record<ContentLang, string> | undefined = PLAY,
): ArtCopy => ({
  headline: { vi: headline[0], en: headline[1] },
  sub: { vi: sub[0], en: sub[1] },
  cta,
});

/** Campaign art by key prefix (banners of every page group, news pictures, app icon). */
const BY_KEY: readonly [RegExp, ArtCopy][] = [
  [
    /^m-home-1$/,
    copy(
      ['+{{firstDepositBonus}} NẠP ĐẦU', '+{{firstDepositBonus}} FIRST DEPOSIT'],
      ['Thưởng ngay lần nạp đầu tiên', 'A bonus on your first top-up'],
      {
        vi: 'NẠP NGAY',
        en: 'DEPOSIT',
      },
    ),
  ],
  [
    /^m-home-2$/,
    copy(['HOÀN TRẢ 1,5%', 'DAILY REBATE 1.5%'], ['Hoàn tiền mỗi ván, mỗi ngày', 'Cash back on every bet']),
  ],
  [
    /^m-home-3$/,
    copy(['GIẢI ĐẤU NỔ HŨ', 'SLOT TOURNAMENT'], ['Tổng giải 1 tỷ đồng', '1,000,000,000 prize pool']),
  ],
  [/^m-rng/, copy(['NỔ HŨ JACKPOT', 'SLOTS JACKPOT'], ['Săn thưởng lớn đêm nay', 'Hit the big win tonight'])],
  [
    /^m-fish/,
    copy(
      ['BẮN CÁ ĐỔI THƯỞNG', 'FISHING FRENZY'],
      ['Cá càng to, thưởng càng lớn', 'Bigger fish, bigger rewards'],
    ),
  ],
  [
    /^m-live/,
    copy(['CASINO TRỰC TIẾP', 'LIVE CASINO'], ['Người chia bài thật, từng giây', 'Real dealers, real time']),
  ],
  [
    /^m-sports/,
    copy(['THƯỞNG THỂ THAO', 'SPORTS BONUS'], ['Tỷ lệ cao mỗi ngày thi đấu', 'Boosted odds every match day']),
  ],
  [
    /^m-pvp/,
    copy(['GAME BÀI', 'CARD GAMES'], ['Tiến Lên · Mậu Binh · Xì Tố', 'Tien Len · Mau Binh · Poker']),
  ],
  [/^m-e?lott/, copy(['XỔ SỐ', 'LOTTERY'], ['Quay thưởng mỗi vài phút', 'Draws every few minutes'])],
  [
    /^m-(reg|login)/,
    copy(
      ['THAM GIA & NHẬN QUÀ', 'JOIN & WIN'],
      ['Quà tặng cho thành viên mới', 'Gifts for new members'],
      JOIN,
    ),
  ],
  [
    /^m-download/,
    copy(['TẢI ỨNG DỤNG', 'GET THE APP'], ['Chơi nhanh hơn trên điện thoại', 'Play faster on your phone'], {
      vi: 'TẢI NGAY',
      en: 'DOWNLOAD',
    }),
  ],
  [
    /^announce/,
    // A news picture is not a link: no button drawn on it (issue 32 item 16).
    copy(['TIN MỚI', 'NEWS'], ['Có gì mới trong tuần này', 'What is new this week'], undefined),
  ],
];

/** The words of campaign art `key` (banners, news), when it is one of the demo campaigns. */
export function campaignCopy(key: string): ArtCopy | undefined {
  return BY_KEY.find(([re]) => re.test(key))?.[1];
}

/** The words of art nobody wrote copy for: its key, and "play now". */
export function plainCopy(key: string): ArtCopy {
  const words = key.replace(/-/g, ' ').toUpperCase();
  return { headline: { vi: words, en: words }, sub: { vi: '', en: '' }, cta: PLAY };
}
