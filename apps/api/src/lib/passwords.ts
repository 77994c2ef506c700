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

/** A hash of nothing anyone knows, verified for unknown accounts so their answer takes as long. */
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoyHash, password);
}
