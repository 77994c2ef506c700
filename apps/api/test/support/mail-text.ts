/** A mail as received over SMTP, with quoted-printable soft breaks and escapes undone; plain text as is. */
export function textOfMail(raw: string): string {
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(raw)) return raw;
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return unfolded;
}

/** The password reset link of a mail: /passwordReset/{userId}/{token}, the token possibly holding '/'. */
export function resetLinkIn(raw: string, appUrl: string): { url: string; userId: number; token: string } {
  const text = textOfMail(raw);
  const escaped = appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}/passwordReset/(\\d+)/([A-Za-z0-9+/=]+)`).exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in mail:\n${text}`);
  return { url: match[0], userId: Number(match[1]), token: match[2] };
}
