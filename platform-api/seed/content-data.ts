import { WEB_CLIP_PROFILE_PATH } from '../lib/constants';
import { BANNER_TYPES } from '../../schemas/api';
import { campaignCopy, plainCopy } from '../lib/art-copy';

const bannerTitle = (key: string): Bilingual => {
  const c = campaignCopy(key) ?? plainCopy(key);
  return c.sub.en
    ? { vi: `${c.headline.vi} – ${c.sub.vi}`, en: `${c.headline.en} – ${c.sub.en}` }
    : c.headline;
};

/* Demo content in Vietnamese and English: banners, announcements, promotions, help, downloads, anchors. */

export interface Bilingual {
  vi: string;
  en: string;
}

export const BANNERS = BANNER_TYPES.flatMap((type) =>
  [1, 2, ...(type === 'm_home' ? [3] : [])].map((n) => ({
    type,
    sort: n,
    url: `/api/content/art/${type.replace('_', '-')}-${n}.svg`,
    link: type === 'm_home' && n === 1 ? '/m/activity' : null,
    // The banner's text alternative says what its generated art says (platform-api/lib/game-picture.ts).
    title: bannerTitle(`${type.replace('_', '-')}-${n}`),
  })),
);

export interface AnnouncementSeed {
  type: string;
  group: string;
  title: Bilingual;
  content: Bilingual;
  execution?: 'A' | 'B';
  /** A greeting popup's button (issue 32 item 18): where it goes (an action or a page) and its words. */
  cta?: { target: string; label: Bilingual };
  popular?: boolean;
  image?: string;
  daysAgo: number;
}

export const ANNOUNCEMENTS: readonly AnnouncementSeed[] = [
  {
    type: 'PL',
    group: 'notice',
    daysAgo: 1,
    popular: true,
    title: { vi: 'Bảo trì hệ thống định kỳ', en: 'Scheduled system maintenance' },
    content: {
      vi: '<p>Hệ thống sẽ <b>bảo trì</b> từ 02:00 đến 04:00.</p>',
      en: '<p>The system will be under <b>maintenance</b> from 02:00 to 04:00.</p>',
    },
  },
  {
    type: 'PL',
    group: 'notice',
    daysAgo: 2,
    // Figures are the merchant JSON's, filled in as the text is served (core/figures.ts).
    title: { vi: 'Thưởng nạp đầu +{{firstDepositBonus}}', en: 'First deposit bonus +{{firstDepositBonus}}' },
    content: {
      vi: '<p>Nạp lần đầu nhận thêm <span style="color:#e5a823">{{firstDepositBonus}}</span>.</p>',
      en: '<p>Get an extra <span style="color:#e5a823">{{firstDepositBonus}}</span> on your first deposit.</p>',
    },
  },
  {
    type: 'PL',
    group: 'notice',
    daysAgo: 3,
    popular: true,
    title: { vi: 'Trò chơi mới từ JILI', en: 'New games from JILI' },
    content: {
      vi: '<p>Khám phá <i>các trò chơi mới</i> ngay hôm nay.</p>',
      en: '<p>Discover <i>new games</i> today.</p>',
    },
  },
  {
    type: 'PL',
    group: 'notice',
    daysAgo: 5,
    title: { vi: 'Cảnh báo lừa đảo', en: 'Scam warning' },
    content: {
      vi: '<p>Không chia sẻ mật khẩu với bất kỳ ai.<script>alert(1)</script></p>',
      en: '<p>Never share your password with anyone.<script>alert(1)</script></p>',
    },
  },
  {
    type: 'PL',
    group: 'notice',
    daysAgo: 8,
    title: { vi: 'Nâng cấp ứng dụng', en: 'App upgrade' },
    content: {
      vi: '<p>Phiên bản mới đã có trên trang tải về.</p>',
      en: '<p>A new version is on the download page.</p>',
    },
  },
  {
    type: 'B',
    group: 'm_home',
    daysAgo: 1,
    title: { vi: 'Giải đấu nổ hũ', en: 'Slot tournament' },
    content: { vi: '<p>Giải thưởng 1 tỷ đồng.</p>', en: '<p>1 billion prize pool.</p>' },
    image: '/api/content/art/announce-b-1.svg',
  },
  {
    type: 'B',
    group: 'm_home',
    daysAgo: 4,
    title: { vi: 'Hoàn trả mỗi ngày', en: 'Daily rebate' },
    content: { vi: '<p>Hoàn trả đến 1.5%.</p>', en: '<p>Rebate up to 1.5%.</p>' },
    image: '/api/content/art/announce-b-2.svg',
  },
  {
    type: 'PU',
    group: 'm_home',
    daysAgo: 1,
    execution: 'A',
    title: { vi: 'Chào mừng trở lại', en: 'Welcome back' },
    content: {
      vi: '<p style="font-size:28px">Ưu đãi hôm nay đang chờ bạn!</p>',
      en: '<p style="font-size:28px">Today\'s offers are waiting for you!</p>',
    },
    cta: { target: '/m/activity', label: { vi: 'Xem ưu đãi', en: 'See offers' } },
  },
  {
    type: 'PU',
    group: 'm_home',
    daysAgo: 2,
    execution: 'A',
    title: { vi: 'Thăng hạng VIP', en: 'VIP upgrade' },
    content: { vi: '<p>Xem quyền lợi VIP mới.</p>', en: '<p>See the new VIP benefits.</p>' },
    cta: { target: '/m/member/benefits', label: { vi: 'Xem quyền lợi VIP', en: 'See VIP benefits' } },
  },
  {
    type: 'PU',
    group: 'm_home',
    daysAgo: 1,
    execution: 'B',
    title: { vi: 'Đăng ký nhận quà', en: 'Register for a gift' },
    content: {
      vi: '<p style="font-size:32px">Đăng ký ngay để nhận quà chào mừng.</p>',
      en: '<p style="font-size:32px">Register now for a welcome gift.</p>',
    },
    cta: { target: 'register', label: { vi: 'Đăng ký ngay', en: 'Register now' } },
  },
  {
    type: 'PU',
    group: 'm_login',
    daysAgo: 3,
    execution: 'B',
    title: { vi: 'Tải ứng dụng', en: 'Get the app' },
    content: { vi: '<p>Chơi mượt hơn trên ứng dụng.</p>', en: '<p>Play smoother in the app.</p>' },
    cta: { target: '/m/download', label: { vi: 'Tải ngay', en: 'Download now' } },
  },
  {
    type: 'PR',
    group: 'promo',
    daysAgo: 2,
    title: { vi: 'Khuyến mãi cuối tuần', en: 'Weekend promotion' },
    content: { vi: '<p>Thưởng 50% cuối tuần.</p>', en: '<p>50% weekend bonus.</p>' },
  },
  {
    type: 'PR',
    group: 'promo',
    daysAgo: 6,
    title: { vi: 'Giới thiệu bạn bè', en: 'Refer a friend' },
    content: { vi: '<p>Mỗi bạn bè nhận 100K.</p>', en: '<p>100K for each friend.</p>' },
  },
  {
    type: 'H',
    group: 'side',
    daysAgo: 3,
    title: { vi: 'Hướng dẫn nạp tiền', en: 'How to deposit' },
    content: {
      vi: '<ol><li>Chọn kênh</li><li>Nhập số tiền</li></ol>',
      en: '<ol><li>Pick a channel</li><li>Enter the amount</li></ol>',
    },
  },
  {
    type: 'H',
    group: 'side',
    daysAgo: 7,
    title: { vi: 'Hướng dẫn rút tiền', en: 'How to withdraw' },
    content: {
      vi: '<p>Rút tiền cần mật khẩu thanh toán.</p>',
      en: '<p>Withdrawals need the payment password.</p>',
    },
  },
  {
    type: 'A',
    group: 'agent',
    daysAgo: 2,
    title: { vi: 'Chính sách đại lý mới', en: 'New agent policy' },
    content: { vi: '<p>Hoa hồng đến 45%.</p>', en: '<p>Commission up to 45%.</p>' },
  },
];

export const PROMOTION_CATEGORIES: readonly Bilingual[] = [
  { vi: 'Nạp tiền', en: 'Deposit' },
  { vi: 'Nổ hũ', en: 'Slots' },
  { vi: 'Thể thao', en: 'Sports' },
  { vi: 'VIP', en: 'VIP' },
];

export interface PromotionSeed {
  title: Bilingual;
  content: Bilingual;
  categories: number[];
  imageRequired: 'Y' | 'N';
  remarkRequired: 'Y' | 'N';
  noExpiry: 0 | 1;
  startDays: number;
  endDays?: number;
  closed?: boolean;
}

/** The four Y/N combinations of imageRequired and remarkRequired, plus a closed and a coming-soon one. */
export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    title: {
      vi: 'Thưởng nạp đầu {{firstDepositBonus}}',
      en: 'First deposit {{firstDepositBonus}} bonus',
    },
    content: {
      vi: '<p>Gửi ảnh biên lai và ghi chú để nhận thưởng.</p>',
      en: '<p>Send a receipt picture and a note to claim.</p>',
    },
    categories: [0],
    imageRequired: 'Y',
    remarkRequired: 'Y',
    noExpiry: 1,
    startDays: -30,
  },
  {
    title: { vi: 'Hoàn trả nổ hũ', en: 'Slots rebate' },
    content: {
      vi: '<p>Gửi ảnh chụp màn hình thắng lớn.</p>',
      en: '<p>Send a screenshot of your big win.</p>',
    },
    categories: [1],
    imageRequired: 'Y',
    remarkRequired: 'N',
    noExpiry: 0,
    startDays: -10,
    endDays: 30,
  },
  {
    title: { vi: 'Bảo hiểm cược thể thao', en: 'Sports bet insurance' },
    content: { vi: '<p>Ghi mã vé cược của bạn.</p>', en: '<p>Write your bet ticket number.</p>' },
    categories: [2],
    imageRequired: 'N',
    remarkRequired: 'Y',
    noExpiry: 0,
    startDays: -5,
    endDays: 60,
  },
  {
    title: { vi: 'Quà sinh nhật VIP', en: 'VIP birthday gift' },
    content: { vi: '<p>Đăng ký là nhận.</p>', en: '<p>Sign up and receive.</p>' },
    categories: [3, 0],
    imageRequired: 'N',
    remarkRequired: 'N',
    noExpiry: 1,
    startDays: -60,
  },
  {
    title: { vi: 'Sự kiện đã kết thúc', en: 'Finished event' },
    content: { vi: '<p>Sự kiện đã đóng.</p>', en: '<p>This event is closed.</p>' },
    categories: [1],
    imageRequired: 'N',
    remarkRequired: 'N',
    noExpiry: 0,
    startDays: -60,
    endDays: -1,
    closed: true,
  },
  {
    title: { vi: 'Sắp ra mắt: Tết', en: 'Coming soon: Lunar New Year' },
    content: { vi: '<p>Sắp ra mắt.</p>', en: '<p>Coming soon.</p>' },
    categories: [0],
    imageRequired: 'N',
    remarkRequired: 'Y',
    noExpiry: 0,
    startDays: 10,
    endDays: 40,
  },
];

export const HELP_TAGS = ['about', 'deposit', 'withdraw', 'terms', 'privacy', 'faq'] as const;
export const HELP: Record<(typeof HELP_TAGS)[number], { title: Bilingual; content: Bilingual }> = {
  about: {
    title: { vi: 'Giới thiệu', en: 'About us' },
    content: {
      vi: '<p>Nền tảng giải trí trực tuyến trên di động.</p>',
      en: '<p>A mobile online entertainment platform.</p>',
    },
  },
  deposit: {
    title: { vi: 'Nạp tiền', en: 'Deposits' },
    content: {
      vi: '<p>Chọn kênh nạp và làm theo hướng dẫn.</p>',
      en: '<p>Pick a deposit channel and follow the steps.</p>',
    },
  },
  withdraw: {
    title: { vi: 'Rút tiền', en: 'Withdrawals' },
    content: {
      vi: '<p>Rút tiền cần mật khẩu thanh toán.</p>',
      en: '<p>Withdrawals need your payment password.</p>',
    },
  },
  terms: {
    title: { vi: 'Điều khoản và điều kiện', en: 'Terms and conditions' },
    content: {
      vi: '<p>Người chơi phải đủ {{ageLimit}} tuổi.</p>',
      en: '<p>Players must be {{ageLimit}} or older.</p>',
    },
  },
  privacy: {
    title: { vi: 'Chính sách bảo mật', en: 'Privacy policy' },
    content: { vi: '<p>Chúng tôi bảo vệ dữ liệu của bạn.</p>', en: '<p>We protect your data.</p>' },
  },
  faq: {
    title: { vi: 'Câu hỏi thường gặp', en: 'FAQ' },
    content: { vi: '<p>Liên hệ CSKH 24/7.</p>', en: '<p>Customer service 24/7.</p>' },
  },
};

/**
 * The platform's download resources (merchants without their own): the iOS profile is a real Web
 * Clip of the merchant's site; there is no store app, so no iOS or Android app link (the popup shows
 * the browser's own install offer instead).
 */
export const DOWNLOADS = [
  { resourceType: 'MOBILECONFIG', url: WEB_CLIP_PROFILE_PATH },
  { resourceType: 'AppDownloadIcon', url: '/api/content/art/app-icon.svg' },
];

export const ANCHORS = [
  { name: 'Linh Chi', roomKind: 'Free', tag: 'hot', viewers: 1520 },
  { name: 'Mai Anh', roomKind: 'VIP', tag: 'hot', viewers: 980 },
  { name: 'Bảo Ngọc', roomKind: 'Pay per View', tag: 'hot', viewers: 640 },
  { name: 'Thu Trang', roomKind: 'Free', tag: 'promo', viewers: 430 },
  { name: 'Hải Yến', roomKind: 'VIP', tag: 'promo', viewers: 310 },
  { name: 'Khánh Vy', roomKind: 'Free', tag: 'hot', viewers: 275 },
];
