import type { ContractorDto, SalesPersonDto } from '@leasedesk/contract';
import { api } from './api-client';
import { downloadUrl } from './download-url';

/**
 * Lookups of the agreement choice chains (settlements, depreciation, agreements list): contractors,
 * then a contractor's agreement numbers, then their schedule numbers, then the agreement's id and token.
 */

/** GET /api/contractors: the tenant's contractors. */
export async function getContractorOptions(signal?: AbortSignal): Promise<ContractorDto[]> {
  return (await api.get<ContractorDto[] | null>('/api/contractors', { signal })) ?? [];
}

/** GET /api/salespersons: the tenant's traders, for an agreement's trader and the report's trader filter. */
export async function getSalesPersonOptions(signal?: AbortSignal): Promise<SalesPersonDto[]> {
  return (await api.get<SalesPersonDto[] | null>('/api/salespersons', { signal })) ?? [];
}

/** GET /api/contractors/{id}/leaseagreements: the contractor's agreement (contract) numbers. */
export async function getAgreementNumbers(contractorId: number, signal?: AbortSignal): Promise<string[]> {
  return (await api.get<string[] | null>(`/api/contractors/${encodeURIComponent(contractorId)}/leaseagreements`, { signal })) ?? [];
}

/** GET /api/contractors/{id}/leaseagreements/{contractNumber}/schedules: the agreement's schedule numbers. */
export async function getScheduleNumbers(contractorId: number, contractNumber: string, signal?: AbortSignal): Promise<string[]> {
  return (
    (await api.get<string[] | null>(
      `/api/contractors/${encodeURIComponent(contractorId)}/leaseagreements/${encodeURIComponent(contractNumber)}/schedules`,
      { signal },
    )) ?? []
  );
}

export interface AgreementReference {
  id: number;
  token: string;
}

/**
 * GET /api/contractors/{id}/leaseagreements/{contractNumber}/{scheduleNumber}: the agreement's id and a
 * download token made now (it lives 10 minutes: ask for one on each download, never keep one).
 */
export function getAgreementReference(contractorId: number, contractNumber: string, scheduleNumber: string, signal?: AbortSignal) {
  return api.get<AgreementReference>(
    `/api/contractors/${encodeURIComponent(contractorId)}/leaseagreements/${encodeURIComponent(contractNumber)}/${encodeURIComponent(scheduleNumber)}`,
    { signal, expectedStatuses: [404] },
  );
}

/** The Excel file of the calculation and schedule (no bearer: the signed token authorises it). */
export function scheduleExcelUrl(id: number, token: string): string {
  return downloadUrl('/api/leaseagreements', [id, 'leasecalculations', 'excel', token]);
}

/** The Excel file of the depreciation periods. */
export function depreciationExcelUrl(id: number, token: string): string {
  return downloadUrl('/api/leaseagreements', [id, 'depreciations', 'excel', token]);
}
