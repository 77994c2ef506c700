import type { FieldMessage, MessageRef } from '@leasedesk/contract';

/** What is wrong with one file (a catalog key and its parameters), before the file is named. */
export type KsefProblem = MessageRef;

/** The error a user sees: `file: <name>` or `file: <zip name>/<entry>` says which file it concerns. */
export function fileError(fileLabel: string, problem: KsefProblem): FieldMessage {
  return { propertyName: filePropertyName(fileLabel), ...problem };
}

export function filePropertyName(fileLabel: string): string {
  return `file: ${fileLabel}`;
}

/** A value echoed in a message, cut short so a hostile element cannot flood the answer. */
export function echoedValue(value: string): string {
  const shown = [...value];
  return shown.length <= 40 ? value : `${shown.slice(0, 40).join('')}…`;
}
