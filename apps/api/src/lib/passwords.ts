import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package declares a const enum, which has no value at run time. */
const argon2id = 2 as Algorithm;

/** OWASP's argon2id parameters (DESIGN §4): 19 MiB, 2 passes, 1 lane. */
const options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A fixed argon2id hash of a password nobody knows, made once (on first use) with the same parameters
 * as every stored hash, so verifying against it costs what verifying a real account's hash costs.
 * Login verifies it for an unknown e-mail or a locked account.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(`no account has this password ${crypto.randomUUID()}`);
  return dummy;
}
