import { describe, expect, it } from 'vitest';
import { depreciationExcelUrl, scheduleExcelUrl } from './agreement-lookups';
import i18n from './i18n';

describe('Excel download links', () => {
  it('carry the active language, so the workbook is in it', async () => {
    expect(scheduleExcelUrl(7, 'a.b/c')).toBe('/api/leaseagreements/7/leasecalculations/excel/a.b%2Fc?lang=en');
    await i18n.changeLanguage('pl');
    try {
      expect(scheduleExcelUrl(7, 'tok')).toBe('/api/leaseagreements/7/leasecalculations/excel/tok?lang=pl');
      expect(depreciationExcelUrl(8, 'tok')).toBe('/api/leaseagreements/8/depreciations/excel/tok?lang=pl');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
