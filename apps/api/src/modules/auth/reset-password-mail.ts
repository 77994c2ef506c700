import type { Mail } from '../../lib/mail.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function resetPasswordMail(input: { to: string; firstName: string; link: string; validMinutes: number }): Mail {
  const text = [
    `Hello ${input.firstName},`,
    '',
    'Someone asked to reset the password of your LeaseDesk account. To choose a new password, open:',
    input.link,
    '',
    `The link works once, for ${input.validMinutes} minutes. If you did not ask for it, ignore this mail.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Someone asked to reset the password of your LeaseDesk account. To choose a new password, open
<a href="${escapeHtml(input.link)}">this link</a>.</p>
<p>The link works once, for ${input.validMinutes} minutes. If you did not ask for it, ignore this mail.</p>`;
  return { to: input.to, subject: 'LeaseDesk: reset your password', text, html };
}
