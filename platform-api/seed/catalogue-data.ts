/*
 * The demo game catalogue: vendors of every category the spec names and generated games with every
 * flag the screens show (hot, new, classify keys, maintenance, free play, lottery modes). Deterministic:
 * the same input gives the same games, so tests and screenshots are stable.
 */

export interface VendorSeed {
  code: string;
  displayName: string;
  gameType: string;
  accountTypeName: string;
  isHot: boolean;
  perVendor: number;
}

const v = (
  code: string,
  displayName: string,
  gameType: string,
  perVendor: number,
  isHot = false,
): VendorSeed => ({ code, displayName, gameType, accountTypeName: `${code}_ACCOUNT`, isHot, perVendor });

export const VENDORS: readonly VendorSeed[] = [
  v('JILI', 'JILI', 'RNG', 80, true),
  v('RTG', 'RTG Slots', 'RNG', 65, true),
  v('PP', 'Pragmatic Play', 'RNG', 60, true),
  v('PT', 'Playtech', 'RNG', 55),
  v('PG', 'PG Soft', 'RNG', 55),
  v('CQ9', 'CQ9', 'RNG', 45),
  v('FC', 'FC Fishing', 'FISH', 16),
  v('JDB', 'JDB Fishing', 'FISH', 16),
  v('KA', 'KA Fishing', 'FISH', 14),
  v('EVO', 'Evolution', 'LIVE', 14, true),
  v('SEXY', 'AE Sexy', 'LIVE', 12),
  v('DG', 'Dream Gaming', 'LIVE', 12),
  v('WM', 'WM Casino', 'LIVE', 10),
  v('SABA', 'SABA Sports', 'SPORTS', 4, true),
  v('CMD', 'CMD368', 'SPORTS', 4),
  v('BTI', 'BTi Sports', 'SPORTS', 3),
  v('AV', 'AV Esports', 'SPORTS', 4),
  v('AI', 'AI Esports', 'SPORTS', 4),
  v('IMES', 'IM Esports', 'SPORTS', 4),
  v('TF', 'TF Gaming', 'SPORTS', 4),
  v('IA', 'IA Esports', 'SPORTS', 4),
  v('SV3', 'SV388', 'SPORTS', 3),
  v('DS88', 'DS88 Sabong', 'SPORTS', 3),
  v('DIG', 'DIG Cockfight', 'SPORTS', 3),
  v('WGB', 'WGB Sabong', 'SPORTS', 3),
  v('WS168', 'WS168', 'SPORTS', 3),
  v('KM', 'Kingmaker', 'PVP', 28),
  v('V8', 'V8 Poker', 'PVP', 25),
  v('TP', 'TP Cards', 'PVP', 22),
  v('TCG_LOTTO_VN', 'TCG Xổ số VN', 'LOTT', 24, true),
  v('TCG_SEA', 'TCG SEA Lotto', 'LOTT', 18),
  v('ELOTT', 'E-Lottery', 'ELOTT', 22),
  v('SGWIN', 'SG Win', 'ELOTT', 18),
];

const ADJ: readonly [string, string][] = [
  ['Golden', 'Vàng'],
  ['Lucky', 'May Mắn'],
  ['Mega', 'Siêu Cấp'],
  ['Royal', 'Hoàng Gia'],
  ['Wild', 'Hoang Dã'],
  ['Fortune', 'Tài Lộc'],
  ['Magic', 'Phép Thuật'],
  ['Crazy', 'Điên Cuồng'],
  ['Super', 'Siêu'],
  ['Ocean', 'Đại Dương'],
  ['Jade', 'Ngọc Bích'],
  ['Thunder', 'Sấm Sét'],
];
const NOUN: Record<string, readonly [string, string][]> = {
  RNG: [
    ['Dragon', 'Rồng'],
    ['Tiger', 'Hổ'],
    ['Phoenix', 'Phượng Hoàng'],
    ['Treasure', 'Kho Báu'],
    ['Empire', 'Đế Chế'],
    ['Panda', 'Gấu Trúc'],
    ['Fruit', 'Trái Cây'],
    ['Gems', 'Đá Quý'],
    ['Temple', 'Đền Thờ'],
    ['Koi', 'Cá Chép'],
    ['Lion', 'Sư Tử'],
    ['Genie', 'Thần Đèn'],
    ['Coins', 'Đồng Xu'],
    ['Bingo', 'Bingo'],
    ['Pirates', 'Cướp Biển'],
  ],
  FISH: [
    ['Fishing', 'Bắn Cá'],
    ['Shark Hunt', 'Săn Cá Mập'],
    ['Ocean King', 'Vua Đại Dương'],
    ['Mermaid', 'Nàng Tiên Cá'],
    ['Crab Catch', 'Bắt Cua'],
  ],
  LIVE: [
    ['Baccarat', 'Baccarat'],
    ['Roulette', 'Cò Quay'],
    ['Sic Bo', 'Tài Xỉu'],
    ['Dragon Tiger', 'Rồng Hổ'],
    ['Blackjack', 'Xì Dách'],
  ],
  SPORTS: [
    ['Sportsbook', 'Thể Thao'],
    ['Arena', 'Đấu Trường'],
    ['Match', 'Trận Đấu'],
    ['League', 'Giải Đấu'],
  ],
  PVP: [
    ['Tien Len', 'Tiến Lên'],
    ['Poker', 'Xì Tố'],
    ['Mau Binh', 'Mậu Binh'],
    ['Xoc Dia', 'Xóc Đĩa'],
    ['Phom', 'Phỏm'],
    ['Sam', 'Sâm Lốc'],
  ],
  LOTT: [
    ['Lotto', 'Xổ Số'],
    ['North Lottery', 'Xổ Số Miền Bắc'],
    ['South Lottery', 'Xổ Số Miền Nam'],
    ['Central Lottery', 'Xổ Số Miền Trung'],
  ],
  ELOTT: [
    ['Keno', 'Keno'],
    ['Fast 3', 'Nhanh 3'],
    ['PK10', 'PK10'],
    ['Lucky 5', 'May Mắn 5'],
    ['Quick Draw', 'Quay Nhanh'],
  ],
};
const ESPORTS = ['AV', 'AI', 'IMES', 'TF', 'IA'];
const COCKFIGHT = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'];
const MIN_BETS = [0.01, 0.1, 0.5, 1, 5, 10];
const MIN_LINES = [1, 9, 20, 25, 50, 243];
const ELOTT_GROUPS = ['KENO', 'FAST', 'PK10'];

export interface GameSeed {
  gameType: string;
  vendor: string;
  gameId: string;
  gameCode: string;
  roomId: string | null;
  nameVi: string;
  nameEn: string;
  classify: string;
  classifyNew: string | null;
  isNew: boolean;
  hotRank: number | null;
  maintenance: boolean;
  supportPlay: number;
  minBet: number;
  minLine: number;
  lottoMode: string | null;
  playType: string | null;
  sort: number;
}

/**
 * A vendor's i-th game name. `shift` (the vendor's place among its type's vendors) starts each vendor
 * elsewhere in the name table, so a list of every vendor's first games is not one name repeated.
 */
function nameOf(vendor: VendorSeed, i: number, shift: number): [string, string] {
  const nouns = ESPORTS.includes(vendor.code)
    ? [['Esports', 'Thể Thao Điện Tử'] as [string, string]]
    : COCKFIGHT.includes(vendor.code)
      ? [['Cockfight', 'Đá Gà'] as [string, string]]
      : NOUN[vendor.gameType]!;
  const noun = nouns[(i + shift * 2) % nouns.length]!;
  const adj = ADJ[(Math.floor(i / nouns.length) + shift) % ADJ.length]!;
  const round = Math.floor(i / (nouns.length * ADJ.length));
  const suffix = round > 0 ? ` ${round + 1}` : '';
  return [`${noun[1]} ${adj[1]}${suffix}`, `${adj[0]} ${noun[0]}${suffix}`];
}

/** The demo catalogue; `scale` multiplies games per vendor (the bench uses 10,000 games). */
export function generateGames(scale = 1): GameSeed[] {
  const out: GameSeed[] = [];
  let hot = 0;
  const seenOfType = new Map<string, number>();
  for (const vendor of VENDORS) {
    const n = Math.round(vendor.perVendor * scale);
    const shift = seenOfType.get(vendor.gameType) ?? 0;
    seenOfType.set(vendor.gameType, shift + 1);
    for (let i = 0; i < n; i++) {
      const [nameVi, nameEn] = nameOf(vendor, i, shift);
      const t = vendor.gameType;
      const classify: string[] = [];
      if (t === 'RNG') {
        if (i % 5 === 1) classify.push('FeatureBuy');
        if (i % 9 === 2) classify.push('JP');
        if (i % 15 === 13 || nameEn.includes('Bingo')) classify.push('BG');
      }
      if (t === 'LIVE') classify.push(i % 2 === 0 ? 'Baccarat' : 'Other');
      const lottery = t === 'LOTT' || t === 'ELOTT';
      out.push({
        gameType: t,
        vendor: vendor.code,
        gameId: `${vendor.code}-${1000 + i}`,
        gameCode: `${vendor.code.toLowerCase()}_${i}`,
        roomId: t === 'LIVE' ? `room-${i + 1}` : null,
        nameVi,
        nameEn,
        classify: classify.join(','),
        classifyNew: t === 'ELOTT' ? ELOTT_GROUPS[i % ELOTT_GROUPS.length]! : null,
        isNew: i % 7 === 3,
        hotRank: i < 3 && (vendor.isHot || i === 0) ? ++hot : null,
        maintenance: i % 23 === 22,
        supportPlay: (t === 'RNG' || t === 'FISH') && i % 3 === 0 ? 1 : 0,
        minBet: MIN_BETS[i % MIN_BETS.length]!,
        minLine: t === 'RNG' ? MIN_LINES[i % MIN_LINES.length]! : 0,
        lottoMode: t === 'LOTT' ? 'Lott' : t === 'ELOTT' ? 'Elott' : null,
        playType: lottery ? (i % 2 === 0 ? 'Tradition' : 'Entertainment') : null,
        sort: i,
      });
    }
  }
  return out;
}
