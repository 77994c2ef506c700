import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits in base64: may contain '/', '+' and '=' (SPEC: the reset token may contain slashes). */
export function randomToken(): string {
  return randomBytes(32).toString('base64');
}

export function newSecurityStamp(): string {
  return randomBytes(16).toString('hex');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function equalHashes(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
