import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditDownload, auditExcelQuery, auditPage, auditQuery, envelope, historyQuery, idParam, wireString } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { callerOf, tenantOf } from '../../lib/auth/access-control.ts';
import { issueDownloadToken } from '../../lib/auth/download-tokens.ts';
import { ok } from '../../lib/envelope.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { registerTokenDownload, tokenParams } from '../../lib/token-download-route.ts';
import { reportNameParam } from '../invoices/index.ts';
import { auditTrailExcel } from './audit-excel.ts';
import { auditReaderOf } from './audit-reader.ts';
import { auditTrail, auditTrailUsers } from './audit-trail.ts';
import { defaultAuditPaging } from './page-of-entries.ts';
import { agreementHistory, contractorHistory, invoiceReportHistory } from './record-history.ts';

const tags = ['audit'];
const historyHelp = 'newest first, paged (page from 1, pageSize 20 unless given, at most 100; changedOnly=true leaves out recomputes that changed nothing): who, when, what changed with its values before and after, counts of rows a write rewrote, the request’s correlation id';
const pagingOf = (query: { page?: number | undefined; pageSize?: number | undefined }) => ({ page: query.page ?? defaultAuditPaging.page, pageSize: query.pageSize ?? defaultAuditPaging.pageSize });
const historyOptionsOf = (query: { page?: number | undefined; pageSize?: number | undefined; changedOnly: boolean }) => ({ paging: pagingOf(query), changedOnly: query.changedOnly });
const trailUsers = z.array(z.object({ userId: z.number().int(), userName: wireString }));

export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/leaseagreements/:id/history',
    { config: tenant, schema: { tags, security, summary: `The agreement’s audit trail and its impairment answers’ (deleted agreements too), ${historyHelp}`, params: idParam, querystring: historyQuery, response: { 200: envelope(auditPage) } } },
    async (request) => ok(await agreementHistory(ctx, tenantOf(request).tenantId, request.params.id, historyOptionsOf(request.query))),
  );
  r.get(
    '/api/contractors/:id/history',
    { config: tenant, schema: { tags, security, summary: `The contractor’s audit trail (deleted contractors too), ${historyHelp}`, params: idParam, querystring: historyQuery, response: { 200: envelope(auditPage) } } },
    async (request) => ok(await contractorHistory(ctx, tenantOf(request).tenantId, request.params.id, historyOptionsOf(request.query))),
  );
  r.get(
    '/api/invoicereports/:name/history',
    {
      config: tenant,
      schema: { tags, security, summary: `The live invoice report’s audit trail (imports, corrections, sends, deletes), ${historyHelp}; the name exact, \`/\` encoded as %2F`, params: reportNameParam, querystring: historyQuery, response: { 200: envelope(auditPage) } },
    },
    async (request) => ok(await invoiceReportHistory(ctx, tenantOf(request).tenantId, request.params.name, historyOptionsOf(request.query))),
  );
  r.get(
    '/api/audit',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        security,
        summary: `The caller’s audit trail: a tenant token reads its tenant’s, an administrator token the administration entries (users, roles, memberships, tenants, logos, sign-ins, password resets); filtered by entity, user (id), from and to (days in Warsaw time, inclusive), ${historyHelp}`,
        querystring: auditQuery,
        response: { 200: envelope(auditPage) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(await auditTrail(ctx, auditReaderOf(request), filter, pagingOf({ page, pageSize })));
    },
  );
  r.get(
    '/api/audit/users',
    { config: { access: 'signedIn' }, schema: { tags, security, summary: 'The users who appear in the caller’s audit trail (for its user filter), by e-mail', response: { 200: envelope(trailUsers) } } },
    async (request) => ok(await auditTrailUsers(ctx, auditReaderOf(request))),
  );
  r.get(
    '/api/audit/token',
    { config: { access: 'signedIn' }, schema: { tags, security, summary: 'A download token (10 minutes) for GET /api/audit/excel/{token} of the caller’s trail', response: { 200: envelope(auditDownload) } } },
    async (request) => {
      const reader = auditReaderOf(request);
      const claims = { userId: reader.userId, stamp: callerOf(request).stamp, tenantId: reader.kind === 'tenant' ? reader.tenantId : 0, kind: 'auditTrail' as const, resourceId: reader.userId };
      return ok({ token: await issueDownloadToken(ctx.tokenKey, claims, ctx.config.security.downloadTokenTtlSeconds, ctx.clock()) });
    },
  );
  registerTokenDownload(app, {
    url: '/api/audit/excel/:token',
    tags,
    summary: `Excel: the trail of the token’s holder, filtered as GET /api/audit (?entity&user&from&to), newest first (at most 20 000 entries), one line per changed field, in the language of ?lang=en|pl (else Accept-Language); any token failure is 404`,
    params: tokenParams,
    querystring: auditExcelQuery,
    file: ({ params, query: { lang: _lang, ...filter }, language }) => auditTrailExcel(ctx, { token: params.token, filter, language }),
  });
}
