import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import * as polish from '@zxcvbn-ts/language-pl';
import type { MessageKey } from '@leasedesk/contract';
import { fieldFailure } from './errors.ts';

/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
export const minimumPasswordScore = 3;

/**
 * Whose password it is: the parts a guesser tries first. `organisationNames` are the names of the
 * tenants (client companies) the account works for; the product's own name is always added.
 */
export type PasswordOwner = { email: string; firstName: string; lastName: string; organisationNames?: readonly string[] };

/** The product's name: on the sign-in page of every installation, so the first word a guesser tries. */
export const productName = 'LeaseDesk';

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

/** Letters and digits only: `Lease-Desk 2026` and `leasedesk2026` hold the same name. */
const compacted = (text: string) => folded(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** The product's and the tenants' names, whole and compacted (4 characters or more): never inside a password. */
function organisationWords(owner: PasswordOwner): string[] {
  const names = [productName, ...(owner.organisationNames ?? [])].map(compacted);
  return [...new Set(names.filter((name) => name.length >= 4))];
}

/** The words of the tenants' names (4 characters or more), which zxcvbn then scores as guessable. */
function organisationNameParts(owner: PasswordOwner): string[] {
  const parts = [productName, ...(owner.organisationNames ?? [])].flatMap((name) => folded(name).split(/[^\p{L}\p{N}]+/u));
  return [...new Set(parts.filter((part) => part.length >= 4))];
}

/**
 * NIST SP 800-63B beyond length (which the contract checks): refuse passwords that hold the owner's
 * e-mail or name, the product's or a tenant's name (context-specific words, §5.1.1.2), and those
 * zxcvbn scores below 3 against common, English and Polish dictionaries.
 * Answers the catalog key of the problem (worded in the caller's language when answered), or null when
 * the password is acceptable.
 */
export function passwordProblem(password: string, owner: PasswordOwner): MessageKey | null {
  const words = personalWords(owner);
  const candidate = folded(password);
  if (words.some((word) => candidate.includes(word))) return 'auth.password.personal';
  if (organisationWords(owner).some((name) => compacted(password).includes(name))) return 'auth.password.organisation';
  const { score } = strengthEstimator().check(password, [...words, ...organisationNameParts(owner)]);
  if (score < minimumPasswordScore) return 'auth.password.weak';
  return null;
}

/** The policy as a field error on `field` (answered 200 with success false). */
export function assertPasswordAccepted(field: string, password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw fieldFailure(field, problem);
}
