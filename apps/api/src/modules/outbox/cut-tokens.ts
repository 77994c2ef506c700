/** What stands where a token was cut out of a mail that has been shown. */
export const cutMark = '[shown once, removed]';

// The reset page path: /passwordReset/{userId}/{token}, the token base64 (slashes included), maybe percent-encoded.
const resetLinkToken = /(\/passwordReset\/\d+\/)[A-Za-z0-9+/=%]+/gi;
// Any other one-time secret a mail may carry: a long unbroken run of base64 or hex (a 256-bit token is 44 characters;
// slashes are left out so that a long ordinary path is not cut).
const longSecret = /[A-Za-z0-9+=_-]{40,}/g;

/** The mail's text (or html) as it may be kept after its one showing: every reset token and long secret cut out. */
export function cutTokens(text: string): string {
  return text.replace(resetLinkToken, `$1${cutMark}`).replace(longSecret, cutMark);
}
