import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the journeys see it. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Files the mail carries (the hand-off's workbook and XML, an inline logo), their bytes in base64. */
  attachments: { filename: string; contentType: string; contentBase64: string }[];
  /** The From header decoded, display name and address: `"Demo – księgowość" <no-reply@...>`. */
  fromHeader: string;
  /** Headers the journeys check (List-Unsubscribe), lower-case names, as sent (encoded words not decoded). */
  headers: Record<string, string>;
  receivedAt: string;
}

export interface MailSink {
  smtpPort: number;
  httpPort: number;
  close(): Promise<void>;
}

/**
 * A local SMTP server that keeps every mail it receives in memory, and a small HTTP endpoint
 * that hands them to the specs (they run in other processes): GET /messages[?to=address],
 * DELETE /messages.
 */
export async function startMailSink(smtpPort: number, httpPort: number): Promise<MailSink> {
  const mails: ReceivedMail[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          mails.push({
            to: envelopeTo,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            fromHeader: parsed.from?.text ?? '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              contentBase64: file.content.toString('base64'),
            })),
            headers: Object.fromEntries([...parsed.headerLines].map((line) => [line.key, line.line.slice(line.key.length + 1).trim()])),
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    if (request.method === 'DELETE') {
      mails.length = 0;
      response.writeHead(204).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const selected = to ? mails.filter((mail) => mail.to.includes(to)) : mails;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(selected));
  });

  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(httpPort, '127.0.0.1', () => resolve());
  });

  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    httpPort: (http.address() as AddressInfo).port,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
