import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { botCheckInput, botCheckMobile, checkBotProof, leadingZeroBits, solveBotProof } from './bot-check';

const sha256 = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());

describe('bot check (spec §3 SMS code request)', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Uint8Array.of(0x80))).toBe(0);
    expect(leadingZeroBits(Uint8Array.of(0x01))).toBe(7);
    expect(leadingZeroBits(Uint8Array.of(0, 0x10, 0xff))).toBe(11);
    expect(leadingZeroBits(Uint8Array.of(0, 0))).toBe(16);
  });

  it('a solved nonce passes for its number only, and a wrong nonce fails', async () => {
    const nonce = await solveBotProof(sha256, 'abc', '+84912345678', 10);
    expect(leadingZeroBits(sha256(botCheckInput('abc', '+84912345678', nonce)))).toBeGreaterThanOrEqual(10);
    expect(await checkBotProof(sha256, 'abc', '+84912345678', nonce, 10)).toBe(true);
    expect(await checkBotProof(sha256, 'abc', '+84900000000', nonce, 10)).toBe(false);
    expect(await checkBotProof(sha256, 'abc', '+84912345678', 'x1', 10)).toBe(false);
  });

  it('binds the proof to the number as the server writes it (no leading zeros)', () => {
    expect(botCheckMobile('+84', '0912345678')).toBe('+84912345678');
    expect(botCheckMobile('+66', ' 812345678 ')).toBe('+66812345678');
  });
});
