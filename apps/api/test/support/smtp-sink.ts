import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps what it receives. STARTTLS and AUTH are
 * off: the app speaks plain SMTP to it, as it would to a local relay.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The next mail to `to` after `after` mails had arrived. */
  async function nextMailTo(to: string, after: number, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.slice(after).find((m) => m.to.includes(to));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
