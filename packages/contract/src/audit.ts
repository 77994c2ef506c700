import { z } from 'zod';
import { pagedResult, pagingQuery } from './envelope.ts';
import { wireDate, wireId, wireString } from './wire.ts';

/**
 * The audit trail on the wire: who changed what, when, and what it was before. The vocabularies are
 * closed so that every screen can name an entity, an action and a field in the reader's language.
 */
export const auditEntities = [
  'agreement',
  'contractor',
  'salesPerson',
  'invoiceReport',
  'invoiceLine',
  'impairmentProcedure',
  'user',
  'userRole',
  'userTenants',
  'tenant',
  'tenantLogo',
  /** A client's e-mail settings (the hand-off by e-mail): entity id is the tenant's. */
  'emailSettings',
  'session',
  /** A user's reminders in one tenant (the kinds, the daily digest and its language): entity id is the user's. */
  'reminderPreferences',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditActions = [
  'create',
  'update',
  'delete',
  'restore',
  'recompute',
  'import',
  'correct',
  'send',
  'answer',
  'assign',
  'unassign',
  'signIn',
  'signInFailed',
  'signOut',
  'passwordResetRequested',
  'passwordReset',
  'passwordChanged',
  /** A wrong current password in "Change password": counted toward the lockout like a failed sign-in, yet no sign-in. */
  'passwordChangeRefused',
  /** An administrator set another user's password (with any other field changed by the same save). */
  'passwordSet',
  /** A lease change (DOMAIN §14) made a new version of an agreement: its kind, date and figures, and the terms it rewrote. */
  'change',
  /** The latest lease change was withdrawn: the version before it is back. */
  'undoChange',
  /** A send was mailed to the accounting system's inbox (one entry per report it holds lines of). */
  'mail',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** A field's value before or after: what the record's GET answers for it (numbers as numbers, dates as text). */
export const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValue>;

/**
 * One changed field, in its wire name. On create `before` is null; on delete `after` is. A reference (a contractor's,
 * a trader's, clients' ids) also carries what the referenced records are called, found when the trail is read (a
 * deleted record's name too); absent for other fields and for a record no longer there.
 */
export const auditChange = z.object({
  field: wireString,
  before: auditValue,
  after: auditValue,
  beforeName: wireString.nullable().optional(),
  afterName: wireString.nullable().optional(),
});
export type AuditChange = z.infer<typeof auditChange>;

export const auditEntry = z.object({
  id: z.number().int(),
  occurredAt: wireString,
  /** Null for administration entries and sign-ins (no tenant chosen yet). */
  tenantId: wireId.nullable(),
  userId: z.number().int().nullable(),
  /** The user's e-mail when acting; null for the system, and for a failed sign-in of an unknown account (what was typed is never kept). */
  userName: wireString.nullable(),
  action: z.enum(auditActions),
  entity: z.enum(auditEntities),
  entityId: wireString.nullable(),
  /** What the record was called then: a contractor's name, an agreement's `contract / schedule`, a report's name. */
  label: wireString.nullable(),
  changes: z.array(auditChange),
  /** Bulk effects as counts, never the rows: `scheduleRows` rewritten by a save, `lines` imported or sent. */
  counts: z.record(z.string(), z.number()),
  /** The request's correlation id (X-Correlation-Id of its answer, the log's correlationId). */
  correlationId: wireString.nullable(),
  /** The address the request came from (the client's, behind TRUST_PROXY's proxies); null outside a request. */
  clientIp: wireString.nullable(),
});
export type AuditEntryDto = z.infer<typeof auditEntry>;

export const auditPage = pagedResult(auditEntry);

/**
 * `?changedOnly=true` leaves out recomputes that changed nothing (the save chain recomputes what its save stored a
 * moment before, so each edit is followed by three of them); every other entry stays.
 */
const changedOnly = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** `GET /api/{records}/{id}/history`: newest first; page defaults to 1, pageSize to 20. */
export const historyQuery = pagingQuery.extend({ changedOnly });

/** `GET /api/audit`: the caller's trail (the tenant's, or administration's for an administrator), filtered. */
export const auditQuery = pagingQuery.extend({
  entity: z.enum(auditEntities).optional(),
  user: z.coerce.number().pipe(wireId).optional(),
  from: wireDate.optional(),
  to: wireDate.optional(),
  changedOnly,
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** The Excel export's query: the same filters, and the language of its headings. */
export const auditExcelQuery = auditQuery.omit({ page: true, pageSize: true }).extend({ lang: z.enum(['en', 'pl']).optional() });

export const auditDownload = z.object({ token: wireString });
