import { describe, expect, it } from 'vitest';
import { canSkipUnreadable, problemsByFile } from './file-problems';

const file = (name: string) => new File(['x'], name);
const error = (propertyName: string, message = 'bad') => ({ propertyName, message });

describe('KSeF upload refusals by file', () => {
  it('groups the reasons by the file they name, in the server\'s order, and keeps the upload\'s own errors apart', () => {
    const { files, others } = problemsByFile([error('file: b.xml', 'one'), error('name', 'taken'), error('file: a.zip/c.xml', 'two'), error('file: b.xml', 'three'), error('File: d.xml', 'four')]);
    expect(files).toEqual([
      { file: 'b.xml', messages: ['one', 'three'] },
      { file: 'a.zip/c.xml', messages: ['two'] },
      { file: 'd.xml', messages: ['four'] },
    ]);
    expect(others).toEqual([error('name', 'taken')]);
  });

  it('offers skipping only when every error names a file and some uploaded file is not refused whole', () => {
    expect(canSkipUnreadable([error('file: b.xml')], [file('a.xml'), file('b.xml')])).toBe(true);
    // a ZIP named only for an entry may hold readable invoices
    expect(canSkipUnreadable([error('file: p.zip/b.xml')], [file('p.zip')])).toBe(true);
    expect(canSkipUnreadable([error('file: b.xml')], [file('b.xml')])).toBe(false);
    expect(canSkipUnreadable([error('file: p.zip')], [file('p.zip')])).toBe(false);
    expect(canSkipUnreadable([error('file: b.xml'), error('file')], [file('a.xml'), file('b.xml')])).toBe(false);
    expect(canSkipUnreadable([error('name')], [file('a.xml')])).toBe(false);
    expect(canSkipUnreadable([], [file('a.xml')])).toBe(false);
  });
});
