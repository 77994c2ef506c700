import { z } from 'zod';
import { wireString } from './wire.ts';

/**
 * The outbox: in the demo without SMTP_URL, mails are kept instead of sent, and administrators read them
 * through the product. A mail's links are shown once: the first read answers the whole text, later reads a version
 * whose reset tokens are cut out.
 */
export const outboxListEntry = z.object({
  id: z.number().int(),
  recipient: wireString,
  subject: wireString,
  /** When the mail was kept (ISO 8601). */
  createdAt: wireString,
  /** When an administrator first opened it (ISO 8601); null while its links have not been shown. */
  shownAt: wireString.nullable(),
});
export type OutboxListEntry = z.infer<typeof outboxListEntry>;

export const outboxMail = outboxListEntry.extend({
  text: wireString,
  html: wireString.nullable(),
  /** True on the one read that shows the links; every later read answers the text with its tokens cut out. */
  firstShowing: z.boolean(),
});
export type OutboxMail = z.infer<typeof outboxMail>;
