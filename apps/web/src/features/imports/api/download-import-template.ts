import { api } from '../../../lib/api-client';
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
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = templateFileNames[kind];
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file by the next task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
