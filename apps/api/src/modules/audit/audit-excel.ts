import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { Role, auditChangeText, auditCountsText, formatMessage, isMessageKey, type AuditEntryDto, type AuditWords, type Language, type MessageKey } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { auditEntries, tenants, users } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { downloaderTenantName } from '../../lib/auth/download-member.ts';
import { readDownloadToken, type DownloadClaims } from '../../lib/auth/download-tokens.ts';
import { notFound } from '../../lib/errors.ts';
import { addSheet, newWorkbook, workbookBuffer, type Column, type Detail } from '../../lib/excel/workbook.ts';
import { ranAtText, warsawDay } from '../../lib/reports/run-time.ts';
import { toAuditEntryDto } from './audit-entry-dto.ts';
import { inReadersScope, type AuditReader } from './audit-reader.ts';
import { withReferenceNames } from './reference-names.ts';
import { trailCondition, type AuditFilter } from './audit-trail.ts';

export type ExcelFile = { fileName: string; content: Buffer };
type Words = (key: MessageKey) => string;

/** A workbook lists at most this many entries, the newest: beyond it the file says so and asks for a narrower filter. */
export const auditExcelEntryLimit = 20_000;

/** One line of the sheet: an entry with one of its changes as the screen words it (an entry without changes has one line of its own). */
type Line = { entry: AuditEntryDto; field: string | null; before: string | null; after: string | null };

/** The trail's words in the downloader's language: the server's catalogs hold the screen's audit labels under the same keys. */
const auditWordsIn = (language: Language): AuditWords => ({
  language,
  text: (key, params) => (isMessageKey(key) ? formatMessage(language, key, params) : null),
});

/** Each change by its label with its values in words, as the screen shows them; the agreement's figures named as `standard` names them. */
function linesOf(entries: readonly AuditEntryDto[], words: AuditWords, standard: 'CSI' | 'IFRS16'): Line[] {
  return entries.flatMap((entry): Line[] =>
    entry.changes.length === 0
      ? [{ entry, field: null, before: null, after: null }]
      : entry.changes.map((change) => {
          const { label, before, after } = auditChangeText(words, entry.entity, change, standard);
          return { entry, field: label, before, after };
        }),
  );
}

const columns = (t: Words, words: AuditWords): Column<Line>[] => [
  { header: t('excel.audit.column.occurredAt'), kind: 'text', width: 18, value: (l) => ranAtText(new Date(l.entry.occurredAt), words.language) },
  { header: t('excel.audit.column.user'), kind: 'text', width: 28, value: (l) => l.entry.userName ?? (l.entry.action === 'signInFailed' ? t('excel.audit.unknownAccount') : null) },
  { header: t('excel.audit.column.action'), kind: 'text', width: 20, value: (l) => t(`audit.action.${l.entry.action}`) },
  { header: t('excel.audit.column.entity'), kind: 'text', width: 20, value: (l) => t(`audit.entity.${l.entry.entity}`) },
  { header: t('excel.audit.column.entityId'), kind: 'text', width: 10, value: (l) => l.entry.entityId },
  { header: t('excel.audit.column.label'), kind: 'text', width: 28, value: (l) => l.entry.label },
  { header: t('excel.audit.column.field'), kind: 'text', width: 26, value: (l) => l.field },
  { header: t('excel.audit.column.before'), kind: 'text', width: 20, value: (l) => l.before },
  { header: t('excel.audit.column.after'), kind: 'text', width: 20, value: (l) => l.after },
  { header: t('excel.audit.column.counts'), kind: 'text', width: 24, value: (l) => auditCountsText(words, l.entry.counts).join(', ') },
  { header: t('excel.audit.column.correlationId'), kind: 'text', width: 38, value: (l) => l.entry.correlationId },
  { header: t('excel.audit.column.clientIp'), kind: 'text', width: 20, value: (l) => l.entry.clientIp },
];

/** An administrator's token opens the administration trail while its user is still a live, unlocked administrator with its stamp. */
async function administratorStillValid(ctx: AppContext, claims: DownloadClaims, now: Date): Promise<boolean> {
  return withAdministration(ctx.db, async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, claims.userId), eq(users.role, Role.administrator), eq(users.securityStamp, claims.stamp), eq(users.isDeleted, false), or(isNull(users.lockoutEnd), lt(users.lockoutEnd, now))));
    return user !== undefined;
  });
}

/** Whose trail the token opens, when it is a valid audit-trail token of a user who may still read it; else the same 404. */
async function readerOfToken(ctx: AppContext, token: string, now: Date): Promise<{ reader: AuditReader; trailName: string | null }> {
  const claims = await readDownloadToken(ctx.tokenKey, token, now);
  if (!claims || claims.kind !== 'auditTrail' || claims.resourceId !== claims.userId) throw notFound();
  if (claims.tenantId === 0) {
    if (!(await administratorStillValid(ctx, claims, now))) throw notFound();
    return { reader: { kind: 'administration', userId: claims.userId }, trailName: null };
  }
  const reader: AuditReader = { kind: 'tenant', tenantId: claims.tenantId, userId: claims.userId };
  const tenantName = await inReadersScope(ctx, reader, (tx) => downloaderTenantName(tx, claims, now));
  if (tenantName === null) throw notFound();
  return { reader, trailName: tenantName };
}

async function newestEntries(tx: Tx, reader: AuditReader, filter: AuditFilter) {
  const where = trailCondition(reader, filter);
  const rows = await tx.select().from(auditEntries).where(where).orderBy(desc(auditEntries.id)).limit(auditExcelEntryLimit);
  const [total] = await tx.select({ n: count() }).from(auditEntries).where(where);
  return { entries: await withReferenceNames(tx, rows.map(toAuditEntryDto)), total: total?.n ?? 0, standard: await readersStandard(tx, reader) };
}

/** The standard whose names the agreement's figures take: the reader's client's (administration has no agreements). */
async function readersStandard(tx: Tx, reader: AuditReader): Promise<'CSI' | 'IFRS16'> {
  if (reader.kind === 'administration') return 'CSI';
  const [tenant] = await tx.select({ accountingStandard: tenants.accountingStandard }).from(tenants).where(eq(tenants.id, reader.tenantId));
  return tenant?.accountingStandard === 1 ? 'IFRS16' : 'CSI';
}

/**
 * GET /api/audit/excel/{token}: the trail the token's holder reads (their tenant's, or administration's), narrowed by
 * the same filters as GET /api/audit, newest first, one line per changed field, in the downloader's language.
 */
export async function auditTrailExcel(ctx: AppContext, target: { token: string; filter: AuditFilter; language: Language }): Promise<ExcelFile> {
  const { token, filter, language } = target;
  const t: Words = (key) => formatMessage(language, key);
  const now = ctx.clock();
  const { reader, trailName } = await readerOfToken(ctx, token, now);
  const { entries, total, standard } = await inReadersScope(ctx, reader, (tx) => newestEntries(tx, reader, filter));
  const words = auditWordsIn(language);
  const all = t('excel.audit.label.all');
  const details: Detail[] = [
    { label: t('excel.audit.label.trail'), value: trailName ?? t('excel.audit.label.administration'), kind: 'text' },
    { label: t('excel.audit.label.entity'), value: filter.entity ? t(`audit.entity.${filter.entity}`) : all, kind: 'text' },
    { label: t('excel.audit.label.user'), value: filter.user === undefined ? all : (entries.find((e) => e.userId === filter.user)?.userName ?? String(filter.user)), kind: 'text' },
    { label: t('excel.audit.label.from'), value: filter.from ?? null, kind: 'date' },
    { label: t('excel.audit.label.to'), value: filter.to ?? null, kind: 'date' },
    { label: t('excel.audit.label.entries'), value: total, kind: 'integer' },
    { label: t('excel.audit.label.exportedAt'), value: ranAtText(now, language), kind: 'text' },
  ];
  if (total > entries.length) {
    details.push({ label: '', value: formatMessage(language, 'excel.audit.label.truncated', { shown: entries.length, total }), kind: 'text' });
  }
  const workbook = newWorkbook();
  addSheet(workbook, { language, name: t('excel.audit.sheet'), title: t('excel.audit.title'), details, columns: columns(t, words), rows: linesOf(entries, words, standard) });
  return { fileName: `${t('excel.audit.fileName')}-${warsawDay(now)}.xlsx`, content: await workbookBuffer(workbook) };
}
