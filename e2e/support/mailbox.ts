import { expect } from '@playwright/test';
import type { ReceivedMail } from './mail-sink';
import { MAILBOX_URL } from './ports';

async function fetchMails(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for the next mail to `to` that arrived after `since` (ISO time) and returns it. */
export async function waitForMail(to: string, since: string, timeout = 15_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await fetchMails(to)).find((mail) => mail.receivedAt >= since);
        return found !== undefined;
      },
      { timeout, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The first link in a mail's text that points into the app. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S+${pathPrefix}\\S*`));
  if (!match) throw new Error(`no ${pathPrefix} link in the mail:\n${mail.text}`);
  return match[0];
}
