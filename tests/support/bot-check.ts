import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { solveBotProof } from '../../core/bot-check';

const sha256 = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());

/** The bot-check fields of an SMS code request (spec §3): a fresh challenge solved for `mobile` (+84…). */
export async function smsBotCheck(
  app: FastifyInstance,
  mobile: string,
  headers: Record<string, string> = {},
): Promise<{ challengeId: string; nonce: string }> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/bot-challenge', headers });
  const { challengeId, bits } = res.json<{ challengeId: string; bits: number }>();
  return { challengeId, nonce: await solveBotProof(sha256, challengeId, mobile, bits) };
}
