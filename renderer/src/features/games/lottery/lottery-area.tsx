import { LotteryMenuStrip } from './lottery-menu-strip';
import { NumeroBoard } from './numero-board';
import { VnLotteryBoard } from './vn-lottery-board';

/**
 * What the lottery (LOTT) and e-lottery (ELOTT) screens show above the game browser: the lottery
 * menu, and the Vietnamese results board or the numero board. A chunk of its own (issue 29): the
 * other categories' first load does not carry it.
 */
export default function LotteryArea({ category, path }: { category: 'LOTT' | 'ELOTT'; path: string }) {
  return (
    <>
      <LotteryMenuStrip category={category} path={path} />
      {category === 'LOTT' ? <VnLotteryBoard /> : <NumeroBoard />}
    </>
  );
}
