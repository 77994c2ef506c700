import { describe, expect, it } from 'vitest';
import { FairScheduler } from '../../../src/lib/pdf-ocr/fair-scheduler.ts';

/** Pages named `document:page`, as a free thread would take them one after another. */
function pagesOf(documentId: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${documentId}:${index + 1}`);
}

function drain(scheduler: FairScheduler<string>, limit = 100): string[] {
  const taken: string[] = [];
  for (let task = scheduler.next(); task !== undefined && taken.length < limit; task = scheduler.next()) taken.push(task);
  return taken;
}

const tenantA = { tenantId: 1, userId: 10 };
const tenantB = { tenantId: 2, userId: 20 };

describe('the fair page scheduler', () => {
  it('gives a tenant’s one page arriving behind another tenant’s twenty the very next free thread', () => {
    const scheduler = new FairScheduler<string>();
    scheduler.add(tenantA, 'big');
    scheduler.push('big', pagesOf('big', 20));
    expect(scheduler.next()).toBe('big:1');
    scheduler.add(tenantB, 'small');
    scheduler.push('small', pagesOf('small', 1));
    expect(drain(scheduler)).toEqual(['small:1', ...pagesOf('big', 20).slice(1)]);
  });

  it('takes pages round robin across tenants with work', () => {
    const scheduler = new FairScheduler<string>();
    scheduler.add(tenantA, 'a');
    scheduler.push('a', pagesOf('a', 3));
    scheduler.add(tenantB, 'b');
    scheduler.push('b', pagesOf('b', 2));
    scheduler.add({ tenantId: 3, userId: 30 }, 'c');
    scheduler.push('c', pagesOf('c', 1));
    expect(drain(scheduler)).toEqual(['a:1', 'b:1', 'c:1', 'a:2', 'b:2', 'a:3']);
  });

  it('within a tenant takes pages round robin across its users, so one user’s batch does not hold up a colleague', () => {
    const scheduler = new FairScheduler<string>();
    scheduler.add({ tenantId: 1, userId: 10 }, 'first');
    scheduler.push('first', pagesOf('first', 3));
    scheduler.add({ tenantId: 1, userId: 11 }, 'colleague');
    scheduler.push('colleague', pagesOf('colleague', 2));
    scheduler.add(tenantB, 'other');
    scheduler.push('other', pagesOf('other', 2));
    // Tenants alternate; tenant 1's turns alternate between its two users.
    expect(drain(scheduler)).toEqual(['first:1', 'other:1', 'colleague:1', 'other:2', 'first:2', 'colleague:2', 'first:3']);
  });

  it('reads a user’s documents oldest first, finishing one before the next', () => {
    const scheduler = new FairScheduler<string>();
    scheduler.add(tenantA, 'older');
    scheduler.add(tenantA, 'newer');
    scheduler.push('newer', pagesOf('newer', 2));
    scheduler.push('older', pagesOf('older', 2));
    expect(drain(scheduler)).toEqual(['older:1', 'older:2', 'newer:1', 'newer:2']);
  });

  it('does not hold a thread idle for a document whose next tasks are not known yet (it is being opened)', () => {
    const scheduler = new FairScheduler<string>();
    scheduler.add(tenantA, 'opening');
    scheduler.add(tenantA, 'opened');
    scheduler.push('opened', pagesOf('opened', 1));
    expect(drain(scheduler)).toEqual(['opened:1']);
    scheduler.push('opening', pagesOf('opening', 1));
    expect(drain(scheduler)).toEqual(['opening:1']);
  });

  it('drops the remaining pages of a document whose read is refused or given up, and forgets an owner with none left', () => {
    const scheduler = new FairScheduler<string>();
    scheduler.add(tenantA, 'refused');
    scheduler.push('refused', pagesOf('refused', 5));
    scheduler.add(tenantB, 'fine');
    scheduler.push('fine', pagesOf('fine', 2));
    expect(scheduler.next()).toBe('refused:1');
    scheduler.remove('refused');
    scheduler.push('refused', ['refused:late']);
    expect(drain(scheduler)).toEqual(['fine:1', 'fine:2']);
    scheduler.remove('fine');
    expect(scheduler.documentCount).toBe(0);
    expect(scheduler.next()).toBeUndefined();
  });
});
