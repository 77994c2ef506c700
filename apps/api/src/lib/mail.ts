import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { withAnonymous } from '../db/scope.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** Sends without making the caller wait (answer time must not tell whether an account exists). */
  sendLater(mail: Mail): void;
  /** Resolves when every mail handed to sendLater has been sent or has failed. */
  flush(): Promise<void>;
  close(): Promise<void>;
};

type MailerOptions = { smtpUrl: string | undefined; mailFrom: string; db: Db; logger: FastifyBaseLogger };

/** Through SMTP when SMTP_URL is set; otherwise into the log and the outbox table. */
export function createMailer({ smtpUrl, mailFrom, db, logger }: MailerOptions): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  const deliver = async (mail: Mail): Promise<void> => {
    if (transport) {
      await transport.sendMail({ from: mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    await withAnonymous(db, (tx) =>
      tx.insert(outbox).values({ recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null }),
    );
    logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (no SMTP_URL)');
  };

  return {
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
