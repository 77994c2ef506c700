import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agreementNumbersLookup,
  agreementPreview,
  agreementListQuery,
  agreementPreviewInput,
  agreementReference,
  depreciationPeriod,
  envelope,
  idParam,
  leaseAgreement,
  leaseAgreementInput,
  leaseAgreementListRow,
  leaseAgreementUpdateInput,
  leaseAmortizationRow,
  leaseCalculation,
  leaseChange,
  leaseChangeInput,
  leaseChangeQuery,
  pagedResult,
  pathId,
  wireString,
} from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantCallerOf, tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { downloadLanguageQuery, idAndTokenParams, registerTokenDownload } from '../../lib/token-download-route.ts';
import { valuesForPathId } from '../../lib/validation-errors.ts';
import { agreementCalculation, agreementDepreciation, agreementSchedule } from './agreement-figures.ts';
import { assertAgreementBodyValid } from './agreement-body-errors.ts';
import { agreementExcel, type AgreementFile } from './agreement-excel.ts';
import { getAgreement } from './agreement-record.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { agreementReferenceOf, contractNumbersOfContractor, numbersOfContractors, scheduleNumbersOfContract } from './contractor-agreement-lookups.ts';
import { applyLeaseChange } from './apply-lease-change.ts';
import { listAgreements } from './list-agreements.ts';
import { listLeaseChanges } from './list-lease-changes.ts';
import { previewAgreement } from './preview-agreement.ts';
import { createAgreement, toggleAgreementDeleted, updateAgreement } from './save-agreement.ts';
import { undoLatestLeaseChange } from './undo-lease-change.ts';

const tags = ['lease agreements'];

const pagingParams = z.object({
  page: z.coerce.number().int().min(1),
  pageSize: z.coerce.number().int().min(1).max(100),
});
const pageParams = pagingParams.extend({ id: pathId });
/** Path parts arrive URL-decoded: clients encode a contract number with encodeURIComponent ('/' as %2F). */
const contractParams = idParam.extend({ leaseAgreementNumber: wireString.min(1).max(100) });
const scheduleParams = contractParams.extend({ scheduleNumber: wireString.min(1).max(100) });

export function registerLeaseAgreementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const record = envelope(leaseAgreement);

  r.post(
    '/api/leaseagreement',
    {
      config: tenant,
      serializerCompiler: compiledSerializer,
      // Shape errors are answered with lease-math's input rules, all at once (agreement-body-errors.ts).
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Creates an agreement and, in the same transaction, its lease calculation, schedule and depreciation; the full record. accountingStandard absent: the tenant’s',
        body: leaseAgreementInput,
        response: { 200: record },
      },
    },
    async (request) => {
      assertAgreementBodyValid(request);
      return ok(await createAgreement(ctx, tenantCallerOf(request), request.body));
    },
  );
  r.post(
    '/api/leaseagreement/preview',
    {
      config: tenant,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'The lease calculation, schedule and depreciation that saving these values would store; nothing is stored. Contractor and numbers may still be empty',
        body: agreementPreviewInput,
        response: { 200: envelope(agreementPreview) },
      },
    },
    async (request) => {
      assertAgreementBodyValid(request);
      return ok(await previewAgreement(ctx, tenantOf(request).tenantId, request.body));
    },
  );
  r.get(
    '/api/leaseagreements/:id',
    { config: tenant, serializerCompiler: compiledSerializer, schema: { tags, security, summary: 'The full record of a live agreement (calculation, schedule, depreciation, download token)', params: idParam, response: { 200: record } } },
    async (request) => ok(await getAgreement(ctx, tenantCallerOf(request), request.params.id)),
  );
  r.put(
    '/api/leaseagreements/:id',
    {
      config: tenant,
      serializerCompiler: compiledSerializer,
      attachValidation: true,
      schema: { tags, security, summary: 'Updates a live agreement and recomputes its figures in the same transaction; accountingStandard absent: the tenant’s (another one is a field error); the record as GET answered it is accepted (read-only fields ignored, id must be the path’s)', params: idParam, body: leaseAgreementUpdateInput, response: { 200: record } },
    },
    async (request) => {
      assertAgreementBodyValid(request);
      return ok(await updateAgreement(ctx, tenantCallerOf(request), request.params.id, valuesForPathId(request.params.id, request.body)));
    },
  );
  r.delete(
    '/api/leaseagreements/:id',
    { config: tenant, serializerCompiler: compiledSerializer, schema: { tags, security, summary: 'Toggles isDeleted (a second DELETE restores)', params: idParam, response: { 200: record } } },
    async (request) => ok(await toggleAgreementDeleted(ctx, tenantCallerOf(request), request.params.id)),
  );
  const agreementPage = envelope(pagedResult(leaseAgreementListRow));
  r.get(
    '/api/leaseagreements/:page/:pageSize/contractors/:id',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary: 'A contractor’s live agreements, paged (pageSize ≤ 100); by contract and schedule number unless sort (and direction) is given',
        params: pageParams,
        querystring: agreementListQuery,
        response: { 200: agreementPage },
      },
    },
    async (request) => {
      const { id, page, pageSize } = request.params;
      return ok(await listAgreements(ctx, tenantCallerOf(request), { contractorId: id }, { page, pageSize }, request.query));
    },
  );
  r.get(
    '/api/leaseagreements/:page/:pageSize/contractors/all',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary: 'Every live agreement of the tenant with its contractor’s name, paged (pageSize ≤ 100); sort: contractNumber, scheduleNumber, contractorName, startingDate, closingDate or totalEquipmentCost, direction asc|desc (ties by id)',
        params: pagingParams,
        querystring: agreementListQuery,
        response: { 200: agreementPage },
      },
    },
    async (request) => ok(await listAgreements(ctx, tenantCallerOf(request), 'all', request.params, request.query)),
  );

  // Per agreement: GET reads, POST recomputes from the stored agreement and replaces (idempotent).
  const calculation = envelope(leaseCalculation);
  r.get(
    '/api/leaseagreements/:id/leasecalculation',
    { config: tenant, schema: { tags, security, summary: 'The stored lease calculation', params: idParam, response: { 200: calculation } } },
    async (request) => ok(await agreementCalculation(ctx, tenantOf(request).tenantId, request.params.id, { recompute: false })),
  );
  r.post(
    '/api/leaseagreements/:id/leasecalculation',
    { config: tenant, schema: { tags, security, summary: 'Recomputes and stores the lease calculation', params: idParam, response: { 200: calculation } } },
    async (request) => ok(await agreementCalculation(ctx, tenantOf(request).tenantId, request.params.id, { recompute: true })),
  );
  const schedule = envelope(z.array(leaseAmortizationRow));
  for (const path of ['/api/leaseagreements/:id/leaseamortizations', '/api/leaseagreements/:id/leaseamortization']) {
    r.get(
      path,
      { config: tenant, schema: { tags, security, summary: 'The stored amortization schedule, by period', params: idParam, response: { 200: schedule } } },
      async (request) => ok(await agreementSchedule(ctx, tenantOf(request).tenantId, request.params.id, { recompute: false })),
    );
    r.post(
      path,
      { config: tenant, schema: { tags, security, summary: 'Recomputes and stores the amortization schedule (one set of rows)', params: idParam, response: { 200: schedule } } },
      async (request) => ok(await agreementSchedule(ctx, tenantOf(request).tenantId, request.params.id, { recompute: true })),
    );
  }
  const depreciation = envelope(z.array(depreciationPeriod));
  r.get(
    '/api/leaseagreements/:id/depreciations',
    { config: tenant, schema: { tags, security, summary: 'The stored depreciation periods (IFRS16; empty under CSI)', params: idParam, response: { 200: depreciation } } },
    async (request) => ok(await agreementDepreciation(ctx, tenantOf(request).tenantId, request.params.id, { recompute: false })),
  );
  r.post(
    '/api/leaseagreements/:id/depreciation',
    { config: tenant, schema: { tags, security, summary: 'Recomputes and stores the depreciation periods (one set of rows)', params: idParam, response: { 200: depreciation } } },
    async (request) => ok(await agreementDepreciation(ctx, tenantOf(request).tenantId, request.params.id, { recompute: true })),
  );

  // Lease changes (DOMAIN §14): each makes a new version; the agreement's record always shows the current one.
  r.post(
    '/api/leaseagreements/:id/changes',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'Applies a lease change (IFRS16 only) from its effective date: the change’s figures, the new version’s schedule and depreciation from its row, the agreement’s terms; ?dryRun=true answers the figures and stores nothing',
        params: idParam,
        querystring: leaseChangeQuery,
        body: leaseChangeInput,
        response: { 200: envelope(leaseChange) },
      },
    },
    async (request) => ok(await applyLeaseChange(ctx, tenantCallerOf(request), request.params.id, request.body, { dryRun: request.query.dryRun === 'true' })),
  );
  r.get(
    '/api/leaseagreements/:id/changes',
    { config: tenant, schema: { tags, security, summary: 'The agreement’s lease changes with their figures, newest first', params: idParam, response: { 200: envelope(z.array(leaseChange)) } } },
    async (request) => ok(await listLeaseChanges(ctx, tenantCallerOf(request), request.params.id)),
  );
  r.delete(
    '/api/leaseagreements/:id/changes/latest',
    {
      config: tenant,
      schema: { tags, security, summary: 'Withdraws the latest lease change: the version before it comes back exactly (rows with their ids, terms, invoice matches); 404 without one', params: idParam, response: { 200: envelope(leaseChange) } },
    },
    async (request) => ok(await undoLatestLeaseChange(ctx, tenantCallerOf(request), request.params.id)),
  );

  const downloads: { url: string; file: AgreementFile; summary: string }[] = [
    { url: '/api/leaseagreements/:id/leasecalculations/excel/:token', file: 'calculation', summary: 'Excel: lease calculation and amortization schedule' },
    { url: '/api/leaseagreements/:id/depreciations/excel/:token', file: 'depreciation', summary: 'Excel: depreciation periods' },
  ];
  for (const download of downloads) {
    registerTokenDownload(app, {
      url: download.url,
      tags,
      summary: `${download.summary}, in the language of ?lang=en|pl (else Accept-Language); the token is the agreement’s download token (10 minutes); any failure is 404`,
      params: idAndTokenParams,
      querystring: downloadLanguageQuery,
      file: ({ params, language }) => agreementExcel(ctx, params.id, params.token, download.file, language),
    });
  }

  // Contractor lookups (settlements and depreciation pickers).
  const numbers = envelope(z.array(z.string()));
  r.get(
    '/api/contractors/:id/leaseagreements',
    { config: tenant, schema: { tags, security, summary: 'Contract numbers of the contractor’s live agreements', params: idParam, response: { 200: numbers } } },
    async (request) => ok(await contractNumbersOfContractor(ctx, tenantOf(request).tenantId, request.params.id)),
  );
  r.get(
    '/api/contractors/:id/leaseagreements/:leaseAgreementNumber/schedules',
    { config: tenant, schema: { tags, security, summary: 'Schedule numbers of one contract (the contract number URL-encoded: / as %2F)', params: contractParams, response: { 200: numbers } } },
    async (request) => ok(await scheduleNumbersOfContract(ctx, tenantOf(request).tenantId, request.params.id, request.params.leaseAgreementNumber)),
  );
  r.get(
    '/api/contractors/:id/leaseagreements/:leaseAgreementNumber/:scheduleNumber',
    { config: tenant, schema: { tags, security, summary: 'The agreement’s id and download token (both numbers URL-encoded)', params: scheduleParams, response: { 200: envelope(agreementReference) } } },
    async (request) => ok(await agreementReferenceOf(ctx, tenantCallerOf(request), request.params.id, request.params.leaseAgreementNumber, request.params.scheduleNumber)),
  );
  r.post(
    '/api/contractors/ids/leaseagreements/contractnumbers',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary: 'Contract numbers of the live agreements of these contractors: a list of ids, or { contractorsIds, contractNumbers } (given contract numbers narrow to those)',
        body: agreementNumbersLookup,
        response: { 200: numbers },
      },
    },
    async (request) => ok(await numbersOfContractors(ctx, tenantOf(request).tenantId, request.body, 'contractNumber')),
  );
  r.post(
    '/api/contractors/ids/leaseagreements/schedulnumbers',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary: 'Schedule numbers of the live agreements of these contractors: a list of ids, or { contractorsIds, contractNumbers } (then only of those contracts)',
        body: agreementNumbersLookup,
        response: { 200: numbers },
      },
    },
    async (request) => ok(await numbersOfContractors(ctx, tenantOf(request).tenantId, request.body, 'scheduleNumber')),
  );
}
