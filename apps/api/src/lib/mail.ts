import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { withAnonymous } from '../db/scope.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };

/** A file carried by a mail; `cid` lets the HTML show it inline (a client's logo). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid?: string };

/** A mail the caller waits for: it learns whether the mail server took it (the hand-off, the digests). */
export type DirectMail = Mail & {
  /** The display name the mail leaves under, beside MAIL_FROM's address. */
  senderName?: string;
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe); values must already be single lines. */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Sends without making the caller wait (answer time must not tell whether an account exists). */
  sendLater(mail: Mail): void;
  /** Resolves when every mail handed to sendLater has been sent or has failed. */
  flush(): Promise<void>;
  close(): Promise<void>;
  /** Whether SMTP_URL is set: only then does sendNow deliver anything. */
  readonly smtpConfigured: boolean;
  /**
   * Sends through SMTP and resolves once the server accepted the mail; rejects if it did not, or if no SMTP server
   * is configured (MailNotConfiguredError). Never kept in the outbox: its callers record what was sent only after this.
   */
  sendNow(mail: DirectMail): Promise<void>;
};

/** How long a mail server may take to connect, greet and answer each command before the send fails. */
export const smtpTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * SMTP_URL's options with our timeouts under them (the URL's own query, `?socketTimeout=…`, still wins). A mail server
 * that hangs must not hold a hand-off request for nodemailer's defaults (30 s greeting, 10 minutes per command).
 * createTransport reads a URL, even one in an options object, alone: so the URL is parsed here and the two merged.
 */
export function smtpOptionsOf(smtpUrl: string): SMTPTransport.Options {
  return { ...smtpTimeouts, ...parseConnectionUrl(smtpUrl) };
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super('SMTP_URL is not set');
    this.name = 'MailNotConfiguredError';
  }
}

/** `"Name" <address>` from MAIL_FROM's address and a display name (nodemailer quotes the name). */
function fromWithName(mailFrom: string, senderName: string | undefined): string | { name: string; address: string } {
  if (!senderName) return mailFrom;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name: senderName, address };
}

type MailerOptions = {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Without SMTP_URL, whether mails are kept in the outbox table for administrators to read (the demo only). */
  keepOutbox: boolean;
  db: Db;
  logger: FastifyBaseLogger;
};

/**
 * Through SMTP when SMTP_URL is set. Otherwise, in the demo, into the outbox table (administrators read it under
 * Outbox); outside the demo nowhere, with a warning. The log names the recipient and subject only: a mail's text
 * holds links that grant an account, and whoever reads the log must not get them.
 */
export function createMailer({ smtpUrl, mailFrom, keepOutbox, db, logger }: MailerOptions): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpOptionsOf(smtpUrl)) : null;
  const pending = new Set<Promise<void>>();

  const deliver = async (mail: Mail): Promise<void> => {
    const about = { to: mail.to, subject: mail.subject };
    if (transport) {
      await transport.sendMail({ from: mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      logger.info(about, 'mail sent');
      return;
    }
    if (!keepOutbox) {
      logger.warn(about, 'mail not sent: SMTP_URL is not set (a deployment needs it for password reset mails)');
      return;
    }
    await withAnonymous(db, (tx) =>
      tx.insert(outbox).values({ recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null }),
    );
    logger.info(about, 'mail held in the outbox (no SMTP_URL): administrators read it under Outbox');
  };

  return {
    smtpConfigured: transport !== null,
    async sendNow(mail) {
      if (!transport) throw new MailNotConfiguredError();
      await transport.sendMail({
        from: fromWithName(mailFrom, mail.senderName),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        headers: mail.headers,
      });
      logger.info({ to: mail.to, subject: mail.subject, attachments: mail.attachments?.length ?? 0 }, 'mail sent');
    },
    sendLater(mail) {
      const sending = deliver(mail)
        .catch((error: unknown) => logger.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async flush() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
      transport?.close();
    },
  };
}
