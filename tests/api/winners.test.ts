import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DRIVERS, type TestApp } from '../support/test-app';
import { gameTicket, newMember, playRound } from '../support/money';

/*
 * The winners board (spec §4: sorted by winAmount, largest first) from real round wins: the
 * merchant's own members, masked, trial play money and old or lost rounds left out, per category.
 */

describe.each(TEST_DRIVERS)('winners board on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  }, 60_000);
  afterAll(async () => t?.close());

  const nodeOf = async (where: string) =>
    (
      await t.db.query<{ node_id: number }>(
        `SELECT node_id FROM games WHERE ${where} ORDER BY node_id LIMIT 1`,
      )
    )[0]!.node_id;
  const board = async (q = '', merchant = 'demo') => {
    const res = await t.app.inject({
      url: `/api/games/winners${q}`,
      headers: { 'x-merchant-code': merchant },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{
      list: { vo: { userName: string; gameName: string; winAmount: number; time: string } }[];
    }>().list;
  };

  it('lists real wins of the merchant, masked, largest first, per category', async () => {
    expect(await board()).toEqual([]);
    const lott = await nodeOf(`game_type = 'LOTT'`);
    const jackpot = await nodeOf(`game_type = 'RNG' AND 'JP' = ANY (string_to_array(classify, ','))`);
    const slot = await nodeOf(`game_type = 'RNG' AND classify NOT LIKE '%JP%'`);
    const a = await newMember(t, 1_000_000);
    const b = await newMember(t, 1_000_000);
    await playRound(t, await gameTicket(t, a.h, lott), 10_000, 50_000);
    await playRound(t, await gameTicket(t, b.h, jackpot), 10_000, 120_000);
    await playRound(t, await gameTicket(t, b.h, slot), 1_000, 5_000);
    await playRound(t, await gameTicket(t, a.h, slot), 1_000, 0); // a loss
    await playRound(t, await gameTicket(t, a.h, slot), 1_000, null); // not settled
    // Left out: another merchant's member, a trial player, a win older than the board's window.
    const other = await newMember(t, 1_000_000, 'lotus');
    await playRound(t, await gameTicket(t, other.h, slot), 1_000, 900_000);
    const trial = (
      await t.app.inject({ method: 'POST', url: '/api/auth/trial', headers: { 'x-merchant-code': 'demo' } })
    ).json().token;
    await playRound(
      t,
      await gameTicket(t, { authorization: `Bearer ${trial}`, 'x-merchant-code': 'demo' }, slot),
      1_000,
      800_000,
    );
    const old = await newMember(t, 1_000_000);
    await playRound(t, await gameTicket(t, old.h, slot), 1_000, 700_000);
    await t.db.query(`UPDATE game_rounds SET settled_at = now() - interval '40 days' WHERE member_id = $1`, [
      old.id,
    ]);

    const all = await board();
    expect(all.map((w) => w.vo.winAmount)).toEqual([120_000, 50_000, 5_000]);
    const mask = (u: string) => `${u.slice(0, 2)}***${u.slice(-2)}`;
    expect(all.map((w) => w.vo.userName)).toEqual([mask(b.username), mask(a.username), mask(b.username)]);
    expect(JSON.stringify(all)).not.toContain(a.username);
    expect(all[0]!.vo).toMatchObject({
      gameName: expect.any(String),
      time: expect.stringMatching(/^\d{4}-/),
    });
    expect((await board('?gameType=LOTT')).map((w) => w.vo.winAmount)).toEqual([50_000]);
    expect((await board('?gameType=RNG&gameClassify=JP')).map((w) => w.vo.winAmount)).toEqual([120_000]);
    expect((await board('?limit=2')).map((w) => w.vo.winAmount)).toEqual([120_000, 50_000]);
    expect((await board('', 'lotus')).map((w) => w.vo.winAmount)).toEqual([900_000]);
    const bad = await t.app.inject({
      url: '/api/games/winners?limit=0',
      headers: { 'x-merchant-code': 'demo' },
    });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
  }, 120_000);
});
