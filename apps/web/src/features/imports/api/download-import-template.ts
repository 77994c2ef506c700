import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';
import { importPaths, type ImportKind } from './import-paths';

const templateFileNames: Record<ImportKind, string> = {
  agreements: 'agreements-template.csv',
  schedules: 'schedules-template.csv',
  calculations: 'calculations-template.csv',
};

/**
 * GET <import route>/template: the kind's CSV template, fetched with the session's token (the route is not
 * public) and saved as a file. fetch drops the byte-order mark when it decodes the text, so it is put back:
 * without it Excel reads the Polish letters as Windows-1250.
 */
export async function downloadImportTemplate(kind: ImportKind): Promise<void> {
  const text = await api.get<string>(`${importPaths[kind]}/template`);
  saveBlob(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }), templateFileNames[kind]);
}
