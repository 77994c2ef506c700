import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpOptionsOf, smtpTimeouts } from '../../src/lib/mail.ts';

/**
 * SMTP_URL becomes nodemailer's options with our timeouts under them. nodemailer reads a URL alone (its other options
 * dropped), so without the merge a mail server that never answers held a hand-off request for its defaults.
 */
describe('smtpOptionsOf', () => {
  it('keeps what the URL says (a password percent-encoded, as URLs write it) and adds the timeouts', () => {
    expect(smtpOptionsOf('smtp://user:p%40ss@mail.example.com:587')).toMatchObject({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      auth: { user: 'user', pass: 'p@ss' },
      ...smtpTimeouts,
    });
    expect(smtpOptionsOf('smtps://mail.example.com').secure).toBe(true);
  });

  it('lets the URL’s own query win, a timeout or the TLS of a relay with a self-signed certificate', () => {
    const options = smtpOptionsOf('smtp://127.0.0.1:25?socketTimeout=5000&tls.rejectUnauthorized=false');
    expect(options.socketTimeout).toBe(5000);
    expect(options.greetingTimeout).toBe(smtpTimeouts.greetingTimeout);
    expect(options.tls).toEqual({ rejectUnauthorized: false });
  });

  it('reaches the transport nodemailer builds', () => {
    const transport = nodemailer.createTransport(smtpOptionsOf('smtp://127.0.0.1:2525'));
    expect((transport.transporter as SMTPTransport).options).toMatchObject({ host: '127.0.0.1', port: 2525, ...smtpTimeouts });
    transport.close();
  });
});

describe('a mail server that accepts the connection and never greets', () => {
  let silent: Server;
  let port: number;
  beforeAll(async () => {
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('fails the send with a greeting timeout instead of holding it', async () => {
    const transport = nodemailer.createTransport(smtpOptionsOf(`smtp://127.0.0.1:${port}?greetingTimeout=300`));
    await expect(transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 's', text: 't' })).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    transport.close();
  });
});
