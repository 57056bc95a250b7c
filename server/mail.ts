import { createTransport } from 'nodemailer';

/*
 * Mail to players and console users (password reset codes, reviewers of a change). One interface,
 * two ways out: SMTP (SMTP_URL, through nodemailer) for a real site, and the dev outbox (a table that
 * tests and the demo read) when no SMTP server is configured outside production. Production without
 * SMTP_URL has no mailer: the features that mail say so instead of pretending to send.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The sender's name shown to the reader (the merchant's brand); the address is MAIL_FROM. */
  fromName?: string;
}

export interface Mailer {
  /** 'outbox': written to the dev outbox at once; 'smtp': handed to the SMTP server. */
  readonly kind: 'outbox' | 'smtp';
  send(m: MailMessage): Promise<void>;
}

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; nodemailer's URL form. */
  url: string;
  /** The sender address (MAIL_FROM). */
  from: string;
  /** Longest wait for the server at each step (connect, greeting, each reply); default 10 s. */
  timeoutMs?: number;
}

/** Longest wait for the SMTP server at each step: a stalled server never holds a send for long. */
const SMTP_TIMEOUT_MS = 10_000;

export function smtpMailer(s: SmtpSettings): Mailer {
  const transport = createTransport({
    url: s.url,
    connectionTimeout: s.timeoutMs ?? SMTP_TIMEOUT_MS,
    greetingTimeout: s.timeoutMs ?? SMTP_TIMEOUT_MS,
    socketTimeout: s.timeoutMs ?? SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({
        from: m.fromName ? { name: m.fromName, address: s.from } : s.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
      });
    },
  };
}

/**
 * Sends without making the caller wait on the SMTP server (a slow server never slows a request, and
 * the time a request takes says nothing of whether a mail went): its failure is logged. The outbox
 * is written before the caller goes on (tests and the demo read it right after the answer).
 */
export function deliver(
  mailer: Mailer,
  m: MailMessage,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  return deliverVia(mailer, m, (err) => log.warn({ to: m.to, err: err.message }, 'mail not sent'));
}

/**
 * The rule `deliver` and `deliverSms` (server/sms.ts) share: the dev outbox is awaited, a real
 * transport is handed the message and not waited on, its failure told to `failed`.
 */
export async function deliverVia<M>(
  sender: { readonly kind: string; send(m: M): Promise<void> },
  m: M,
  failed: (err: Error) => void,
): Promise<void> {
  if (sender.kind === 'outbox') return sender.send(m);
  void sender.send(m).catch((err: unknown) => failed(err as Error));
}
