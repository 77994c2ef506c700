import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.call<{ id: number; name: string }[]>('GET', url, { token, headers });

describe('lookups', () => {
  it('answers accounting standards, 0-based', async () => {
    expect((await get('/api/accountingstandards')).body).toEqual({ success: true, errors: [], value: [{ id: 0, name: 'CSI' }, { id: 1, name: 'IFRS16' }] });
  });

  it('answers depreciation methods and asset categories in English by default', async () => {
    expect((await get('/api/depreciationmethods')).body.value).toEqual([
      { id: 0, name: 'Straight-line' },
      { id: 1, name: 'Declining balance' },
    ]);
    expect((await get('/api/leaseassetcategories')).body.value).toEqual([
      { id: 0, name: 'Buildings' },
      { id: 1, name: 'Vehicles' },
      { id: 2, name: 'IT equipment' },
      { id: 3, name: 'Machinery' },
      { id: 4, name: 'Office equipment' },
    ]);
  });

  it('answers in Polish by Accept-Language or ?lang (which wins)', async () => {
    expect((await get('/api/depreciationmethods', { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' })).body.value).toEqual([
      { id: 0, name: 'Liniowa' },
      { id: 1, name: 'Degresywna' },
    ]);
    expect((await get('/api/leaseassetcategories?lang=pl', { 'accept-language': 'en' })).body.value?.map((e) => e.name)).toEqual([
      'Budynki',
      'Pojazdy',
      'Sprzęt IT',
      'Maszyny',
      'Wyposażenie biurowe',
    ]);
    expect((await get('/api/depreciationmethods?lang=en', { 'accept-language': 'pl' })).body.value?.[0]?.name).toBe('Straight-line');
    expect((await get('/api/depreciationmethods', { 'accept-language': 'de, fr;q=0.5' })).body.value?.[0]?.name).toBe('Straight-line');
    expect((await get('/api/depreciationmethods?lang=de')).body.errors.map((e) => e.propertyName)).toEqual(['lang']);
  });

  it('filters by query, keeping each entry’s index', async () => {
    expect((await get('/api/leaseassetcategories?query=EQUIP')).body.value).toEqual([
      { id: 2, name: 'IT equipment' },
      { id: 4, name: 'Office equipment' },
    ]);
    expect((await get('/api/leaseassetcategories?lang=pl&query=sprzęt')).body.value).toEqual([{ id: 2, name: 'Sprzęt IT' }]);
    expect((await get('/api/accountingstandards?query=ifrs')).body.value).toEqual([{ id: 1, name: 'IFRS16' }]);
    expect((await get('/api/depreciationmethods?query=nothing')).body.value).toEqual([]);
  });
});
