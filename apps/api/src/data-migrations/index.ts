import type { DataMigration } from '../db/data-migration.ts';
import { recalculateFigures202611 } from './recalculate-figures-2026-11.ts';

/** Every data migration, oldest first. Append only. */
export const dataMigrations: readonly DataMigration[] = [recalculateFigures202611];
