import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, PagedResult } from '@leasedesk/contract';
import { contractorSearchTerms } from '../../../src/db/schema.ts';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { demoContractors } from '../../../src/demo/seed.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { contractorCalls } from './contractor-calls.ts';

let t: TestApp;
let calls: ReturnType<typeof contractorCalls>;
/** Tenant tokens of the demo user: A is the CSI tenant, B the IFRS16 one. */
let a: string;
let b: string;
let kowalski: ContractorDto;
let nowak: ContractorDto;
let walczak: ContractorDto;

const names = (token: string, query: string) => calls.names(token, query);

beforeAll(async () => {
  t = await startTestApp();
  calls = contractorCalls(t);
  const user = await t.loginUser();
  a = await t.tenantToken(user, t.seed.tenantIds.csi);
  b = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  await calls.created(b, 'Kowalski z innego tenanta');
  kowalski = await calls.created(a, 'Kowalski i Syn');
  nowak = await calls.created(a, 'Nowak-Kowalska Usługi');
  walczak = await calls.created(a, 'Nowak Walczak');
  await calls.created(a, 'ŻÓŁW Transport');
  await calls.created(a, 'Żółć Farby');
  await calls.created(a, 'Zolnierz Handel');
  await calls.created(a, 'Łódź Leasing Sp. z o.o.');
});
afterAll(async () => t.close());

describe('fragments inside words', () => {
  it('finds a fragment of 3 or more characters anywhere inside a word, in Polish name order', async () => {
    expect(await names(a, 'owalsk')).toEqual(['Kowalski i Syn', 'Nowak-Kowalska Usługi']);
    expect(await names(a, 'OWALSK')).toEqual(['Kowalski i Syn', 'Nowak-Kowalska Usługi']);
    expect(await names(a, 'ski')).toEqual(['Kowalski i Syn', 'Zakład Usług Ślusarskich Józef Ćwik']);
    expect(await names(a, 'sług')).toEqual(['Nowak-Kowalska Usługi', 'Zakład Usług Ślusarskich Józef Ćwik']);
    expect(await names(a, 'ransp')).toEqual(['ŻÓŁW Transport']);
    // whole words and the starts of words, as before
    expect(await names(a, 'kowal')).toEqual(['Kowalski i Syn', 'Nowak-Kowalska Usługi']);
    expect(await names(a, 'uslugi')).toEqual(['Nowak-Kowalska Usługi']);
    expect(await names(a, 'swietokrzyska')).toEqual(['Świętokrzyska Spółdzielnia Mleczarska']);
  });

  it('ignores case and Polish diacritics on both sides: ŻÓŁ, zol and Żół find Żółć and Zolnierz alike', async () => {
    const found = ['Zolnierz Handel', 'Żółć Farby', 'ŻÓŁW Transport'];
    for (const query of ['ŻÓŁ', 'zol', 'Żół', 'żoł', 'ZOL']) expect(await names(a, query), query).toEqual(found);
    expect(await names(a, 'olć')).toEqual(['Żółć Farby']);
    expect(await names(a, 'olc')).toEqual(['Żółć Farby']);
    const lodz = ['Łódzkie Zakłady Leasingowe Sp. z o.o.', 'Łódź Leasing Sp. z o.o.'];
    for (const query of ['odz', 'ÓDŹ', 'lodz', 'łódź']) expect(await names(a, query), query).toEqual(lodz);
    expect(await names(a, 'WIĘTOKRZ')).toEqual(['Świętokrzyska Spółdzielnia Mleczarska']);
    expect(await names(a, 'wietokrz')).toEqual(['Świętokrzyska Spółdzielnia Mleczarska']);
  });

  it('checks the whole fragment, not only its trigrams: "Nowak Walczak" holds those of "owal" but not the fragment', async () => {
    const terms = await t.db.select({ term: contractorSearchTerms.term }).from(contractorSearchTerms).where(eq(contractorSearchTerms.contractorId, walczak.id));
    expect(terms.map((row) => row.term)).toEqual(expect.arrayContaining(['~owa', '~wal']));
    expect(await names(a, 'owal')).toEqual(['Kowalski i Syn', 'Nowak-Kowalska Usługi']);
    expect(await names(a, 'walcz')).toEqual(['Nowak Walczak']);
    // several words: only two rare trigrams are looked up, every word is checked on the name
    expect(await names(a, 'walczak kowal')).toEqual([]);
    expect(await names(a, 'nowak owal')).toEqual(['Nowak-Kowalska Usługi']);
    expect(await names(a, 'nowak alcz')).toEqual(['Nowak Walczak']);
    expect(await names(a, 'walczak nowak kow')).toEqual([]);
    expect(await names(a, 'owalsk nowak kow')).toEqual(['Nowak-Kowalska Usługi']);
    expect(await names(a, 'kow syn ski')).toEqual(['Kowalski i Syn']);
  });

  it('looks for a word of 1 or 2 characters at the start of a word only', async () => {
    expect(await names(a, 'sy')).toEqual(['Kowalski i Syn']);
    expect(await names(a, 'i')).toEqual(['Kowalski i Syn']);
    const startingWithZ = [
      'Łódzkie Zakłady Leasingowe Sp. z o.o.',
      'Łódź Leasing Sp. z o.o.',
      'Przedsiębiorstwo Handlowe Żuraw S.A.',
      'Zakład Usług Ślusarskich Józef Ćwik',
      'Zolnierz Handel',
      'Żółć Farby',
      'ŻÓŁW Transport',
    ];
    expect(await names(a, 'z')).toEqual(startingWithZ);
    expect(await names(a, 'Ż')).toEqual(startingWithZ);
    // "Kowalski" has "wa" inside, and no word starting with it
    expect(await names(a, 'wa')).toEqual(['Nowak Walczak']);
    expect(await names(a, 'ki')).toEqual([]);
  });

  it('needs every word of the query, in any order, short and long words together', async () => {
    expect(await names(a, 'kowal syn')).toEqual(['Kowalski i Syn']);
    expect(await names(a, 'syn kowalski')).toEqual(['Kowalski i Syn']);
    expect(await names(a, 'i owalsk')).toEqual(['Kowalski i Syn']);
    expect(await names(a, 'sy owal')).toEqual(['Kowalski i Syn']);
    expect(await names(a, 'nowak-kowal')).toEqual(['Nowak-Kowalska Usługi']);
    expect(await names(a, 'owak ług')).toEqual(['Nowak-Kowalska Usługi']);
    expect(await names(a, 'kowal transport')).toEqual([]);
  });

  it('never finds another tenant’s contractors', async () => {
    expect(await names(a, 'innego')).toEqual([]);
    expect(await names(a, 'nnego')).toEqual([]);
    expect(await names(a, 'tenant')).toEqual([]);
    expect(await names(b, 'owalsk')).toEqual(['Kowalski z innego tenanta']);
    expect(await names(b, 'k')).toEqual(['Kowalski z innego tenanta']);
    expect(await names(b, 'zol')).toEqual([]);
  });

  it('follows renames: the database rebuilds the words and trigrams on update', async () => {
    const renamed = await calls.created(a, 'Zmieniany Wiatrak');
    await t.call('PUT', `/api/contractors/${renamed.id}`, { token: a, body: { name: 'Przemianowany Młyn', taxId: renamed.taxId } });
    expect(await names(a, 'wiatrak')).toEqual([]);
    expect(await names(a, 'iatra')).toEqual([]);
    expect(await names(a, 'mlyn')).toEqual(['Przemianowany Młyn']);
    expect(await names(a, 'emianow')).toEqual(['Przemianowany Młyn']);
    const terms = await t.db.select({ term: contractorSearchTerms.term }).from(contractorSearchTerms).where(eq(contractorSearchTerms.contractorId, renamed.id));
    const trigrams = ['prz', 'rze', 'zem', 'emi', 'mia', 'ian', 'ano', 'now', 'owa', 'wan', 'any', 'mly', 'lyn'].map((trigram) => `~${trigram}`);
    expect(terms.map((row) => row.term).sort()).toEqual(['przemianowany', 'mlyn', renamed.taxId, ...trigrams].sort());
  });
});

describe('tax ids', () => {
  it('finds by tax id digits typed with dashes or spaces, from the start only', async () => {
    const seeded = demoContractors.csi.find((c) => c.taxId === '5260001269');
    expect(await names(a, '526-000')).toEqual([seeded?.name]);
    expect(await names(a, '526 000 12 69')).toEqual([seeded?.name]);
    expect(await names(a, nowak.taxId)).toEqual([nowak.name]);
    expect(await names(a, nowak.taxId.slice(0, 7))).toEqual([nowak.name]);
    expect(await names(a, `kowal ${nowak.taxId.slice(0, 7)}`)).toEqual([nowak.name]);
    expect(await names(a, '0001269')).toEqual([]);
  });
});

describe('hostile queries', () => {
  const fragments = ['%', '_', '%%', '\\', '\\%', '--', '.', "'", '"', "'; drop table contractors; --", "' or '1'='1", '%owal%', 'ow_l', '*', '~owa', '~', '^@', '()', '[a-z]', '🙂', 'ż̇', 'e\u0301', 'ǅ', 'ß', '\u202eowal', '\t\n'];
  const long = ['x'.repeat(200), 'ż'.repeat(200), Array.from({ length: 200 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[(i * 7) % 26]).join(''), Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ').slice(0, 200)];

  it('answers 200 for every query up to 200 characters, on both routes; wildcards and markers are never patterns', async () => {
    for (const query of [...fragments, ...long]) {
      const reply = await calls.get(a, `query=${encodeURIComponent(query)}`);
      expect(reply.status, query).toBe(200);
      expect(reply.body.success, query).toBe(true);
      const byPath = await t.call<ContractorDto[]>('GET', `/api/contractors/parameters/${encodeURIComponent(query)}`, { token: a });
      expect(byPath.status, query).toBe(200);
      const paged = await calls.get<PagedResult<ContractorDto>>(a, `query=${encodeURIComponent(query)}&page=2&pageSize=5&direction=desc`);
      expect(paged.status, query).toBe(200);
    }
    for (const query of ['%', '_', '%%', '\\', '--', '.', "'", '"', '*', '~', '^@', '()', '🙂']) expect(await names(a, query), query).toEqual([]);
    // punctuation separates words: % is no wildcard, and the fragment between them is looked for
    expect(await names(a, '%owal%')).toEqual(['Kowalski i Syn', 'Nowak-Kowalska Usługi']);
    expect(await names(a, 'ow_l')).toEqual([]);
    // the trigram marker of the index is punctuation to a query
    expect(await names(a, '~owa')).toEqual(await names(a, 'owa'));
  });

  it('refuses a query over 200 characters and a NUL as field errors, never a 500', async () => {
    const tooLong = await calls.get(a, `query=${'k'.repeat(201)}`);
    expect(tooLong.status).toBe(200);
    expect(tooLong.body).toMatchObject({ success: false, errors: [{ propertyName: 'query' }] });
    const nul = await calls.get(a, 'query=kow%00al');
    expect(nul.status).toBe(200);
    expect(nul.body).toMatchObject({ success: false, errors: [{ propertyName: 'query' }] });
  });

  it('keeps the search index unchanged by any query', async () => {
    const [before] = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from contractor_search_terms`);
    await names(a, "'; delete from contractor_search_terms; --");
    const [after] = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from contractor_search_terms`);
    expect(after?.n).toBe(before?.n);
  });
});

describe('paging a search', () => {
  it('pages with page and pageSize (at most 100), counting every match', async () => {
    expect(await calls.page(a, 'query=owalsk&pageSize=1')).toEqual({ items: [kowalski], itemsCount: 2, pagesCount: 2, pageSize: 1, page: 1 });
    expect(await calls.page(a, 'query=owalsk&page=2&pageSize=1')).toEqual({ items: [nowak], itemsCount: 2, pagesCount: 2, pageSize: 1, page: 2 });
    expect(await calls.page(a, 'query=owalsk&page=9&pageSize=10')).toEqual({ items: [], itemsCount: 2, pagesCount: 1, pageSize: 10, page: 9 });
    expect(await calls.page(a, 'query=owalsk&pageSize=1&sort=name&direction=desc')).toEqual({ items: [nowak], itemsCount: 2, pagesCount: 2, pageSize: 1, page: 1 });
    expect(await calls.page(a, 'query=nothing-like-it&page=1')).toEqual({ items: [], itemsCount: 0, pagesCount: 0, pageSize: 10, page: 1 });
    const tooBig = await calls.get(a, 'query=owalsk&pageSize=101');
    expect(tooBig.body).toMatchObject({ success: false, errors: [{ propertyName: 'pageSize' }] });
  });

  it('answers the same on /api/contractors/parameters/{queryParameter}, paged and sorted too', async () => {
    for (const query of ['kowal', 'łódź', 'ŻÓŁ', 'owalsk', 'sy', '526-000', 'kowal syn', '%']) {
      const byPath = await t.call<ContractorDto[]>('GET', `/api/contractors/parameters/${encodeURIComponent(query)}`, { token: a });
      expect(byPath.status, query).toBe(200);
      expect(byPath.body, query).toEqual({ success: true, errors: [], value: await calls.list(a, query) });
    }
    const paged = await t.call<PagedResult<ContractorDto>>('GET', '/api/contractors/parameters/owalsk?page=1&pageSize=1&direction=desc', { token: a });
    expect(paged.body.value).toEqual({ items: [nowak], itemsCount: 2, pagesCount: 2, pageSize: 1, page: 1 });
  });
});
