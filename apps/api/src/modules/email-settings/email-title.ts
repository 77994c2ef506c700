import { emailTitlePlaceholders, headerControlCharacters, type EmailTitlePlaceholder } from '@leasedesk/contract';

/** What each placeholder of a title stands for, for one send. */
export type TitleValues = Readonly<Record<EmailTitlePlaceholder, string>>;

/** Runs of control characters (line breaks first among them) anywhere in a text. */
const controlRuns = new RegExp(`${headerControlCharacters.source}+`, 'g');
const placeholderTokens = new RegExp(`\\{(${emailTitlePlaceholders.join('|')})\\}`, 'g');

/**
 * A text made fit for one header line: control characters become spaces, spaces are collapsed. The settings are
 * validated single lines, but a value filled in comes from elsewhere (a report's name, typed at import), and a
 * line break in a subject would start a header of its own.
 */
export function singleLine(text: string): string {
  return text.replace(controlRuns, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The subject of a hand-off mail: the settings' title with each placeholder replaced by its value, in one pass (a
 * value that itself reads `{date}` stays as it is), every value and the result made single lines.
 */
export function fillEmailTitle(title: string, values: TitleValues): string {
  return singleLine(title.replace(placeholderTokens, (_, name: EmailTitlePlaceholder) => singleLine(values[name])));
}
