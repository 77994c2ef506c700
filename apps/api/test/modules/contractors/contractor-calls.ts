import type { ContractorDto, PagedResult } from '@leasedesk/contract';
import type { Reply, TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';

/**
 * The contractor calls the search and list tests make, bound to one test app. Tax ids start at
 * `firstNine` (none of them starts with 526000, the seeded one the tax id tests look for).
 */
export function contractorCalls(t: TestApp, firstNine = 300_000_000) {
  let nextNine = firstNine;
  const freshTaxId = () => validTaxId((nextNine += 1_000));

  async function created(token: string, name: string, taxId = freshTaxId()): Promise<ContractorDto> {
    const reply = await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name, taxId } });
    if (!reply.body.success || !reply.body.value) throw new Error(`create failed: ${reply.raw}`);
    return reply.body.value;
  }

  /** GET /api/contractors with the query string as given (`query=...&page=...`). */
  const get = <T = ContractorDto[]>(token: string, queryString: string): Promise<Reply<T>> => t.call<T>('GET', `/api/contractors?${queryString}`, { token });

  const list = async (token: string, query: string): Promise<ContractorDto[]> => (await get(token, `query=${encodeURIComponent(query)}`)).body.value ?? [];
  const names = async (token: string, query: string): Promise<string[]> => (await list(token, query)).map((c) => c.name);
  const page = async (token: string, queryString: string): Promise<PagedResult<ContractorDto>> => {
    const reply = await get<PagedResult<ContractorDto>>(token, queryString);
    if (!reply.body.success || !reply.body.value) throw new Error(`page failed: ${reply.raw}`);
    return reply.body.value;
  };

  return { freshTaxId, created, get, list, names, page };
}
