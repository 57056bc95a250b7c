import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { deliverVia } from './mail';

/*
 * SMS to players (verification codes). One interface, two ways out: an HTTP gateway (SMS_URL) for a
 * real site, and the dev outbox (a table that tests and the demo read) when no gateway is configured
 * outside production. Production without SMS_URL has no sender: the features that text a code say
 * so (FEATURE_UNAVAILABLE) instead of pretending to send.
 *
 * The gateway is the site's own relay to its provider (providers differ in every detail, and a relay
 * keeps their credentials out of this product): it receives
 *   POST SMS_URL  { "to": "+84912345678", "text": "…", "merchant": "demo", "purpose": "register" }
 * signed like the console's webhooks: `X-Sms-Timestamp` (Unix seconds) and
 * `X-Sms-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with SMS_SECRET>`; any 2xx is
 * "accepted", anything else (or no answer within the time limit) is a failure, which is logged.
 */

export type SmsPurpose = 'login' | 'register' | 'reset';

export interface SmsMessage {
  /** The full number: dialing code and national number (+84912345678). */
  to: string;
  /** The code alone (the dev outbox keeps it; tests and the demo page read it). */
  code: string;
  /** What the player reads, in their language. */
  text: string;
  merchant: string;
  purpose: SmsPurpose;
}

export interface SmsSender {
  /** 'outbox': written to the dev outbox at once; 'http': handed to the gateway. */
  readonly kind: 'outbox' | 'http';
  send(m: SmsMessage): Promise<void>;
}

export interface SmsGatewaySettings {
  /** The relay's address (http or https). */
  url: string;
  /** The HMAC key the relay checks the signature with. */
  secret: string;
  /** Longest wait for the gateway's answer; default 10 s. */
  timeoutMs?: number;
}

const SMS_TIMEOUT_MS = 10_000;

/** Why these gateway settings cannot be used (the server refuses to start), or undefined. */
export function smsSettingsProblem(s: SmsGatewaySettings): string | undefined {
  let url: URL | undefined;
  try {
    url = new URL(s.url);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return 'SMS_URL must be an http:// or https:// address';
  if (url.username || url.password) return 'SMS_URL must not carry credentials: the requests are signed';
  if (s.secret.length < 16) return 'SMS_URL needs SMS_SECRET (16 characters or more) to sign its requests';
  return undefined;
}

/** The signature header's value for a body sent at `timestamp` (Unix seconds). */
export function smsSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * One POST on a connection of its own (`agent: false`): a pooled keep-alive connection can be closed
 * by the relay just as a request goes out on it (the relay's idle timeout), and a POST is not retried,
 * so that text would be lost (seen in CI). Codes are few: a connection each costs nothing that matters.
 * Resolves with the status; the whole exchange is bounded by `timeoutMs`.
 */
function postOnce(
  url: URL,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      { method: 'POST', agent: false, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        // The body is not needed; it is read so the exchange ends.
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`SMS gateway: no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    req.on('close', () => clearTimeout(timer));
    req.on('error', reject);
    req.end(body);
  });
}

export function httpSms(s: SmsGatewaySettings): SmsSender {
  const url = new URL(s.url);
  return {
    kind: 'http',
    async send(m) {
      const body = JSON.stringify({ to: m.to, text: m.text, merchant: m.merchant, purpose: m.purpose });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const status = await postOnce(
        url,
        {
          'content-type': 'application/json',
          'x-sms-timestamp': timestamp,
          'x-sms-signature': smsSignature(s.secret, timestamp, body),
        },
        body,
        s.timeoutMs ?? SMS_TIMEOUT_MS,
      );
      // Redirects are not followed: anything but a 2xx is a failure.
      if (status < 200 || status > 299) throw new Error(`SMS gateway answered ${status}`);
    },
  };
}

/**
 * Sends without making the caller wait on the gateway (a slow gateway never slows a request, and the
 * time a request takes says nothing of whether a text went): its failure is logged, without the
 * code. The outbox is written before the caller goes on (tests and the demo read it right after).
 */
export function deliverSms(
  sender: SmsSender,
  m: SmsMessage,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  return deliverVia(sender, m, (err) =>
    log.warn({ to: m.to, merchant: m.merchant, err: err.message }, 'SMS not sent'),
  );
}
