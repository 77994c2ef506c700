import { createHash } from 'node:crypto';
import { mkdirSync, readlinkSync, renameSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Polish first: it carries the diacritics; English adds the odd English word of a leasing invoice. */
export const ocrLanguages = ['pol', 'eng'] as const;

const require = createRequire(import.meta.url);

/** The LSTM-only ("best_int") model each @tesseract.js-data package ships, gzipped. */
function trainedDataFile(language: string): string {
  return join(dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), '4.0.0_best_int', `${language}.traineddata.gz`);
}

let directory: string | undefined;

/**
 * One folder holding `<lang>.traineddata.gz` for every OCR language, as tesseract.js's `langPath` wants: the
 * npm packages keep each language in a folder of its own, and tesseract.js 7 cannot take the data as bytes
 * instead (it passes a `{ code, data }` language's bytes to Init as its name). So the folder is made of
 * symbolic links to the installed files, once per install and user, under the system's temporary folder;
 * tesseract.js then reads the files from node_modules through them, never from the network.
 */
export function trainedDataDirectory(): string {
  if (directory) return directory;
  const targets = ocrLanguages.map((language) => ({ language, target: trainedDataFile(language) }));
  const installHash = createHash('sha256').update(targets.map(({ target }) => target).join('\n')).digest('hex').slice(0, 16);
  const folder = join(tmpdir(), `leasedesk-tessdata-${process.getuid?.() ?? 'user'}-${installHash}`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  for (const { language, target } of targets) {
    const link = join(folder, `${language}.traineddata.gz`);
    if (linksTo(link, target)) continue;
    // Made under a unique name and renamed over: threads and processes starting at once never see half a link.
    const staging = `${link}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    symlinkSync(target, staging);
    renameSync(staging, link);
  }
  directory = folder;
  return folder;
}

function linksTo(link: string, target: string): boolean {
  try {
    return readlinkSync(link) === target;
  } catch {
    return false;
  }
}
