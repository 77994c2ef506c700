import { reminderKinds, type ReminderKind, type ReminderKindName } from '@leasedesk/contract';

/** The kinds a user chose, as stored: one switch per kind (reminder_preferences' columns, the wire's booleans). */
export type KindChoice = { leaseEnd: boolean; indexation: boolean; payments: boolean; impairment: boolean };

/** Every kind, in the wire's order (0 leaseEnd … 3 impairment). */
export const allReminderKinds: readonly ReminderKind[] = [0, 1, 2, 3];

/** The switch of each kind (the payment kind's switch is named `payments` on the wire and in the table). */
const switchOf: Record<ReminderKindName, keyof KindChoice> = { leaseEnd: 'leaseEnd', indexation: 'indexation', payment: 'payments', impairment: 'impairment' };

/** The kinds a choice turns on, in the wire's order. */
export function chosenKinds(choice: KindChoice): ReminderKind[] {
  return allReminderKinds.filter((kind) => choice[switchOf[reminderKinds[kind]]]);
}

/** An item's stable key: the same kind, agreement and date is the same reminder on every day it is due. */
export const reminderKey = (kind: ReminderKind, leaseAgreementId: number, date: string): string => `${reminderKinds[kind]}:${leaseAgreementId}:${date}`;
