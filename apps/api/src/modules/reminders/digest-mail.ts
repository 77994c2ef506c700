import { formatMessage, reminderHorizonDays, reminderKinds, type Language, type MessageKey, type ReminderItem } from '@leasedesk/contract';
import type { DirectMail } from '../../lib/mail.ts';
import { allReminderKinds } from './reminder-kinds.ts';

export type DigestMailInput = {
  to: string;
  firstName: string;
  tenantName: string;
  language: Language;
  /** What is new for this user, in dueReminders' order. */
  items: readonly ReminderItem[];
  appUrl: string;
  unsubscribeToken: string;
};

/** Each kind's heading and line in the catalogs; the horizon the heading names (the impairment reminder has none). */
const wording = {
  leaseEnd: { group: 'reminders.mail.group.leaseEnd', item: 'reminders.mail.item.leaseEnd', days: reminderHorizonDays.leaseEnd },
  indexation: { group: 'reminders.mail.group.indexation', item: 'reminders.mail.item.indexation', days: reminderHorizonDays.indexation },
  payment: { group: 'reminders.mail.group.payment', item: 'reminders.mail.item.payment', days: reminderHorizonDays.payment },
  impairment: { group: 'reminders.mail.group.impairment', item: 'reminders.mail.item.impairment', days: null },
} as const satisfies Record<string, { group: MessageKey; item: MessageKey; days: number | null }>;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One reminder as a line of the digest: the agreement, its contractor, the date (and the amount) as the language writes them. */
function itemLine(language: Language, item: ReminderItem): string {
  return formatMessage(language, wording[reminderKinds[item.kind]].item, {
    agreement: `${item.contractNumber} / ${item.scheduleNumber}`,
    contractor: item.contractorName,
    date: { date: item.date },
    amount: { money: item.amount ?? 0 },
  });
}

type Group = { heading: string; lines: string[] };

/** The items by kind, in the wire's order of kinds, each group keeping the items' order (by date). */
function groupsOf(language: Language, items: readonly ReminderItem[]): Group[] {
  return allReminderKinds.flatMap((kind) => {
    const ofKind = items.filter((item) => item.kind === kind);
    if (ofKind.length === 0) return [];
    const { group, days } = wording[reminderKinds[kind]];
    return [{ heading: formatMessage(language, group, days === null ? {} : { days }), lines: ofKind.map((item) => itemLine(language, item)) }];
  });
}

/**
 * A user's daily digest in their language: the subject counts the dates, the body lists them grouped by kind, links to
 * the app and to the signed unsubscribe page, and carries RFC 2369/8058's List-Unsubscribe headers, so a mail client
 * can offer its own unsubscribe button (a one-click POST to the API, no sign-in). Every text put into the HTML is escaped.
 */
export function digestMail(input: DigestMailInput): DirectMail {
  const { language, tenantName } = input;
  const say = (key: MessageKey, params?: Parameters<typeof formatMessage>[2]) => formatMessage(language, key, params);
  const token = encodeURIComponent(input.unsubscribeToken);
  const home = `${input.appUrl}/`;
  const unsubscribePage = `${input.appUrl}/unsubscribe/${token}`;
  const oneClick = `${input.appUrl}/api/reminders/unsubscribe/${token}`;
  const groups = groupsOf(language, input.items);
  const greeting = say('reminders.mail.greeting', { name: input.firstName });
  const intro = say('reminders.mail.intro', { tenant: tenantName });
  const why = say('reminders.mail.why', { tenant: tenantName });

  const text = [
    greeting,
    '',
    intro,
    ...groups.flatMap((group) => ['', group.heading, ...group.lines.map((line) => `- ${line}`)]),
    '',
    `${say('reminders.mail.open')}: ${home}`,
    '',
    why,
    `${say('reminders.mail.unsubscribe')}: ${unsubscribePage}`,
  ].join('\n');

  const html = [
    `<!doctype html><html lang="${language}"><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...groups.map((group) => `<h3>${escapeHtml(group.heading)}</h3><ul>${group.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`),
    `<p><a href="${escapeHtml(home)}">${escapeHtml(say('reminders.mail.open'))}</a></p>`,
    `<p style="font-size:small;color:#666">${escapeHtml(why)} <a href="${escapeHtml(unsubscribePage)}">${escapeHtml(say('reminders.mail.unsubscribe'))}</a></p>`,
    '</body></html>',
  ].join('\n');

  return {
    to: input.to,
    // A tenant's name is one line on the wire, but a header is no place to trust that.
    subject: say('reminders.mail.subject', { count: { count: input.items.length }, tenant: tenantName }).replace(/[\r\n]+/g, ' '),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
