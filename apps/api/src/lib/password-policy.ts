import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import * as polish from '@zxcvbn-ts/language-pl';
import type { MessageKey } from '@leasedesk/contract';
import { fieldFailure } from './errors.ts';

/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
export const minimumPasswordScore = 3;

/** Whose password it is: the parts a guesser tries first. */
export type PasswordOwner = { email: string; firstName: string; lastName: string };

/** Only this many leading characters are scored: a password whose first 64 are weak is refused. */
const scoredLength = 64;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: ranking the common, English and Polish dictionaries takes a moment. */
function strengthEstimator(): ZxcvbnFactory {
  // language-pl is a major version behind and names its lists like language-common; prefixing keeps both.
  const polishLists = Object.fromEntries(Object.entries(polish.dictionary).map(([name, words]) => [`${name}-pl`, words]));
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, ...polishLists },
    graphs: common.adjacencyGraphs,
    // Matching grows fast with length (4 s for 128 characters of "a1"); the first 64 say enough.
    maxLength: scoredLength,
  });
  return estimator;
}

const folded = (text: string) => text.normalize('NFKC').toLocaleLowerCase('pl');

/** The owner's words worth refusing: the whole e-mail, its local part, first and last name (3 characters or more). */
function personalWords(owner: PasswordOwner): string[] {
  const email = folded(owner.email.trim());
  const words = [email, email.split('@')[0] ?? '', folded(owner.firstName.trim()), folded(owner.lastName.trim())];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/**
 * NIST SP 800-63B beyond length (which the contract checks): refuse passwords that hold the owner's
 * e-mail or name and those zxcvbn scores below 3 against common, English and Polish dictionaries.
 * Answers the catalog key of the problem (worded in the caller's language when answered), or null when
 * the password is acceptable.
 */
export function passwordProblem(password: string, owner: PasswordOwner): MessageKey | null {
  const words = personalWords(owner);
  const candidate = folded(password);
  if (words.some((word) => candidate.includes(word))) return 'auth.password.personal';
  const { score } = strengthEstimator().check(password, words);
  if (score < minimumPasswordScore) return 'auth.password.weak';
  return null;
}

/** The policy as a field error on `field` (answered 200 with success false). */
export function assertPasswordAccepted(field: string, password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw fieldFailure(field, problem);
}
