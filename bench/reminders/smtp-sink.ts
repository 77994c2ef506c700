// A real SMTP server on 127.0.0.1 (random port) in this process that accepts every mail, counts it and keeps nothing
// (the digests of many runs would otherwise pile up in memory). Plain SMTP over TCP as to a local relay: EHLO/HELO,
// MAIL, RCPT, DATA (until the line "."), RSET, NOOP, QUIT; no STARTTLS, no AUTH. Written here rather than with
// smtp-server (apps/api/test/support/smtp-sink.ts) because smtp-server holds back its greeting 100 ms on every
// connection to catch early talkers, and nodemailer opens a connection per mail: that pause alone was two thirds of
// each digest's hand-off. It shares the event loop with the app, so its own (small) work is part of the run's time.
import net, { type AddressInfo } from 'node:net';

export type SmtpSink = {
  url: string;
  /** Mails and bytes (of DATA) accepted so far. */
  readonly mails: number;
  readonly bytes: number;
  close: () => Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const counts = { mails: 0, bytes: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    let buffer = '';
    let inData = false;
    let dataStart = false;
    let dataBytes = 0;
    const reply = (text: string) => socket.write(`${text}\r\n`);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          // The data ends at CRLF "." CRLF (or at once with "." CRLF); a line starting with a dot is stuffed and cannot
          // be that line.
          const empty = dataStart && buffer.startsWith('.\r\n');
          const end = empty ? 0 : buffer.indexOf('\r\n.\r\n');
          if (end < 0) {
            if (buffer.length < 5) return;
            // Keep the tail, where the end line may begin; count the rest.
            dataBytes += buffer.length - 4;
            buffer = buffer.slice(buffer.length - 4);
            dataStart = false;
            return;
          }
          dataBytes += end;
          buffer = buffer.slice(empty ? 3 : end + 5);
          inData = false;
          counts.mails += 1;
          counts.bytes += dataBytes;
          reply('250 OK: queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-sink.bench.test\r\n250-PIPELINING\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 52428800');
        else if (verb === 'HELO') reply('250 sink.bench.test');
        else if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'DATA') {
          inData = true;
          dataStart = true;
          dataBytes = 0;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
          return;
        } else reply('502 Command not implemented');
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
    reply('220 sink.bench.test ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get mails() {
      return counts.mails;
    },
    get bytes() {
      return counts.bytes;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
