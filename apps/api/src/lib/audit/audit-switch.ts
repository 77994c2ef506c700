/**
 * The trail is always on in the product: no configuration, variable or request reaches this switch. The agreements
 * bench alone turns it off, to print the save chain's cost without the trail beside its cost with it (what the
 * trail costs a save is the difference), and this flag also skips the reads that only the trail needs.
 */
let recording = true;

export const auditTrailOn = (): boolean => recording;

export function setAuditTrailForBenchmark(on: boolean): void {
  recording = on;
}
