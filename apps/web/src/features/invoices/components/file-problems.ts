import type { FieldError } from '@leasedesk/contract';

/** One refused or skipped file of a KSeF upload and every reason the server gave for it. */
export interface FileProblems {
  /** As the server names it: the file's name, or `<zip>/<entry>` for a file inside a ZIP. */
  file: string;
  messages: string[];
}

const filePlace = /^file: (.+)$/i;

/** The file an error names (`file: a.xml` → `a.xml`), or null for an error of the whole upload. */
export function fileNamedBy(error: FieldError): string | null {
  return filePlace.exec(error.propertyName)?.[1] ?? null;
}

/** The errors naming files, grouped by file in the server's order; the rest as they came. */
export function problemsByFile(errors: readonly FieldError[]): { files: FileProblems[]; others: FieldError[] } {
  const byFile = new Map<string, string[]>();
  const others: FieldError[] = [];
  for (const error of errors) {
    const file = fileNamedBy(error);
    if (file === null) others.push(error);
    else byFile.set(file, [...(byFile.get(file) ?? []), error.message]);
  }
  return { files: [...byFile].map(([file, messages]) => ({ file, messages })), others };
}

/**
 * Whether importing the readable files could help (FORMATS §3, `?skipUnreadable=true`): every error names a file,
 * and some uploaded file is not refused as a whole: an XML file no error names, or a ZIP named only for some of
 * its entries (`a.zip/b.xml`). A refusal of the whole upload (its name, a limit) or of every file offers nothing.
 */
export function canSkipUnreadable(errors: readonly FieldError[], uploaded: readonly File[]): boolean {
  if (errors.length === 0) return false;
  const named = new Set<string>();
  for (const error of errors) {
    const file = fileNamedBy(error);
    if (file === null) return false;
    named.add(file);
  }
  return uploaded.some((file) => !named.has(file.name));
}
