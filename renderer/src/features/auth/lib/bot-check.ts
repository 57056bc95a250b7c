import { botCheckMobile, solveBotProof } from '@core/bot-check';

const encoder = new TextEncoder();
const sha256 = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));

/** Solves a bot-check challenge of the SMS code request (spec §3) in the browser (WebCrypto). */
export async function solveBotCheck(
  challenge: { challengeId: string; bits: number },
  countryDialingCode: string,
  mobileNum: string,
): Promise<{ challengeId: string; nonce: string }> {
  const mobile = botCheckMobile(countryDialingCode, mobileNum);
  const nonce = await solveBotProof(sha256, challenge.challengeId, mobile, challenge.bits);
  return { challengeId: challenge.challengeId, nonce };
}
