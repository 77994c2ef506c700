import type { MailAttachment } from '../../lib/mail.ts';

/** The content id the HTML body shows the logo by (`<img src="cid:…">`). */
export const logoCid = 'client-logo@leasedesk';

const dataUrl = /^data:(image\/(png|jpeg));base64,([A-Za-z0-9+/=]+)$/;

/**
 * The client's logo as an inline attachment of the mail, from the data URL the tenant's record answers (a PNG this
 * server drew, or an older JPEG: never SVG markup), or null when the tenant has none.
 */
export function inlineLogo(logo: string | null): MailAttachment | null {
  const match = logo ? dataUrl.exec(logo) : null;
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { filename: `logo.${match[2] === 'jpeg' ? 'jpg' : 'png'}`, content: Buffer.from(match[3], 'base64'), contentType: match[1], cid: logoCid };
}
