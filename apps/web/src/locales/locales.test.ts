import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActions, auditEntities } from '@leasedesk/contract';
import { features, type FeatureEntry } from '../app/features';
import en from './en.json';
import pl from './pl.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const srcDir = join(__dirname, '..');

describe('locales', () => {
  it('en and pl have the same keys', () => {
    expect(keys(pl as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it('carry SPEC §8 messages as the Polish texts', () => {
    const flat = JSON.stringify(pl);
    for (const message of [
      'Sukces',
      'Użytkownik stworzony',
      'Nie udało się stworzyć użytkownika',
      'Mail z linkiem do resetowania hasła został wysłany',
      'Hasło zostało zmienione',
      'Błąd',
      'Zaktualizowano kontraktora',
      'Utworzono kontraktora',
      'Nie udało się zaktualizować kontraktora',
      'Nie udało się stworzyć kontraktora',
    ]) {
      expect(flat).toContain(`"${message}"`);
    }
    const flatEn = JSON.stringify(en);
    for (const message of ['Incorrect credentials', 'Passwords must match', 'An unexpected server error occurred.']) {
      expect(flatEn).toContain(`"${message}"`);
    }
  });

  it('has a text for every literal key the code uses, and for every registry entry', () => {
    const known = new Set(keys(en as Tree));
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z]+)+)'/g)) used.add(match[1] ?? '');
      for (const match of text.matchAll(/'(validation\.[a-zA-Z]+)'/g)) used.add(match[1] ?? '');
    }
    for (const feature of features as readonly FeatureEntry[]) {
      used.add(feature.labelKey);
      for (const link of [...feature.menu, ...(feature.card?.links ?? [])]) used.add(link.labelKey);
      if (feature.card) used.add(feature.card.descriptionKey);
    }
    const missing = [...used].filter((key) => !known.has(key));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });

  it('names every action and record type of the audit trail (the contract’s closed lists) in both languages', () => {
    for (const catalog of [en, pl] as unknown as Tree[]) {
      const known = new Set(keys(catalog));
      expect(auditActions.filter((action) => !known.has(`audit.actions.${action}`))).toEqual([]);
      expect(auditEntities.filter((entity) => !known.has(`audit.entities.${entity}`))).toEqual([]);
    }
  });
});
