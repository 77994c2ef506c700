import { createHash } from 'node:crypto';

/**
 * A GUID that is a function of its name (the shape of an RFC 9562 version 5 UUID, SHA-1 of the name), in
 * capitals as Comarch Optima writes its ids: the same document gets the same ID_ZRODLA in every download,
 * so an accounting system that imports a file twice sees one document, never two.
 */
export function nameBasedGuid(name: string): string {
  const bytes = createHash('sha1').update(`leasedesk:${name}`, 'utf8').digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex').toUpperCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
