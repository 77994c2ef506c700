import { formatFixed, formatMessage, formatWireDate, type Language, type MessageKey } from '@leasedesk/contract';

/** What a hand-off mail tells its reader about the send it carries. */
export type HandoffFacts = {
  client: string;
  taxId: string;
  exportId: number;
  /** The send's Warsaw day, `YYYY-MM-DD`. */
  sentOn: string;
  reports: string;
  invoices: number;
  lines: number;
  /** Sums of the lines' PLN amounts, as the workbook's totals row has them. */
  net: number;
  vat: number;
  gross: number;
  /** The attached files' names. */
  files: readonly string[];
  /** The content id of the client's logo attached inline, or null without a logo. */
  logoCid: string | null;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The figures of the send, label and value, in the order the mail lists them. */
function figures(language: Language, facts: HandoffFacts): [MessageKey, string][] {
  return [
    ['invoiceExportMail.body.client', facts.client],
    ['invoiceExportMail.body.taxId', facts.taxId],
    ['invoiceExportMail.body.number', String(facts.exportId)],
    ['invoiceExportMail.body.date', formatWireDate(language, facts.sentOn)],
    ['invoiceExportMail.body.reports', facts.reports],
    ['invoiceExportMail.body.invoices', String(facts.invoices)],
    ['invoiceExportMail.body.lines', String(facts.lines)],
    ['invoiceExportMail.body.net', formatFixed(facts.net, 2)],
    ['invoiceExportMail.body.vat', formatFixed(facts.vat, 2)],
    ['invoiceExportMail.body.gross', formatFixed(facts.gross, 2)],
  ];
}

/**
 * The body of a hand-off mail in the settings' language, as plain text and as HTML (the client's logo on top when it
 * has one): who sends, the send's number, date, reports, counts and totals, and which files are attached. Every
 * text comes from the catalogs; every value is escaped in the HTML.
 */
export function invoiceExportMailBody(language: Language, facts: HandoffFacts): { text: string; html: string } {
  const t = (key: MessageKey, params?: Record<string, string>) => formatMessage(language, key, params);
  const rows = figures(language, facts).map(([key, value]) => ({ label: t(key), value }));
  const attached = t('invoiceExportMail.body.attachments', { files: facts.files.join(', ') });
  const intro = t('invoiceExportMail.body.intro', { client: facts.client });
  const footer = t('invoiceExportMail.body.footer', { client: facts.client });
  const text = [t('invoiceExportMail.body.greeting'), '', intro, '', ...rows.map((row) => `${row.label}: ${row.value}`), '', attached, '', footer].join('\n');
  const logo = facts.logoCid ? `<p><img src="cid:${escapeHtml(facts.logoCid)}" alt="${escapeHtml(facts.client)}" style="max-height:64px;max-width:240px"></p>\n` : '';
  const table = rows.map((row) => `<tr><th align="left" style="padding:2px 12px 2px 0;font-weight:normal;color:#555">${escapeHtml(row.label)}</th><td style="padding:2px 0">${escapeHtml(row.value)}</td></tr>`).join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
${logo}<p>${escapeHtml(t('invoiceExportMail.body.greeting'))}</p>
<p>${escapeHtml(intro)}</p>
<table cellspacing="0" cellpadding="0">
${table}
</table>
<p>${escapeHtml(attached)}</p>
<p style="color:#777;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { text, html };
}
