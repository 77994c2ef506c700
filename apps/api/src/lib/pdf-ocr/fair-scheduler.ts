/** Whose document it is: pages are shared out fairly between tenants, and within a tenant between its users. */
export type PdfOwner = { tenantId: number | string; userId: number | string };

type DocumentQueue<Task> = { id: string; ready: Task[] };
type UserQueue<Task> = { lastServed: number; documents: DocumentQueue<Task>[] };
type TenantQueue<Task> = { lastServed: number; users: Map<string, UserQueue<Task>> };

/**
 * Decides which page a free thread reads next (pure: no threads, no clocks). Tasks are grouped per tenant, per user,
 * per document; the next task comes from the tenant served least recently among those with a task ready, then from
 * that tenant's user served least recently, then from that user's oldest document with a task ready. So a tenant
 * that arrives while another has twenty pages queued gets the very next free thread, and a user's documents are
 * read one after another rather than interleaved. A newcomer counts as never served, so it goes first.
 */
export class FairScheduler<Task> {
  private readonly tenants = new Map<string, TenantQueue<Task>>();
  private readonly ownerOf = new Map<string, { tenant: string; user: string }>();
  private served = 0;

  /** A document joins its user's queue, with no task ready yet (its first tasks come with `push`). */
  add(owner: PdfOwner, documentId: string): void {
    const tenant = String(owner.tenantId);
    const user = String(owner.userId);
    const tenantQueue = this.tenants.get(tenant) ?? { lastServed: 0, users: new Map() };
    this.tenants.set(tenant, tenantQueue);
    const userQueue = tenantQueue.users.get(user) ?? { lastServed: 0, documents: [] };
    tenantQueue.users.set(user, userQueue);
    userQueue.documents.push({ id: documentId, ready: [] });
    this.ownerOf.set(documentId, { tenant, user });
  }

  /** Tasks of a document now ready to run (e.g. its pages, once it is opened); ignored for a removed document. */
  push(documentId: string, tasks: readonly Task[]): void {
    this.documentOf(documentId)?.ready.push(...tasks);
  }

  /** The task a free thread should run now, taken off its queue; none when nothing is ready. */
  next(): Task | undefined {
    const tenant = leastRecentlyServed([...this.tenants.values()].filter((queue) => [...queue.users.values()].some(hasReadyTask)));
    if (!tenant) return undefined;
    const user = leastRecentlyServed([...tenant.users.values()].filter(hasReadyTask));
    const document = user?.documents.find((queue) => queue.ready.length > 0);
    if (!user || !document) return undefined;
    this.served += 1;
    tenant.lastServed = this.served;
    user.lastServed = this.served;
    return document.ready.shift();
  }

  /** The document is read, refused or abandoned: its tasks not yet run are dropped. */
  remove(documentId: string): void {
    const owner = this.ownerOf.get(documentId);
    if (!owner) return;
    this.ownerOf.delete(documentId);
    const tenantQueue = this.tenants.get(owner.tenant);
    const userQueue = tenantQueue?.users.get(owner.user);
    if (!tenantQueue || !userQueue) return;
    userQueue.documents = userQueue.documents.filter((queue) => queue.id !== documentId);
    if (userQueue.documents.length === 0) tenantQueue.users.delete(owner.user);
    if (tenantQueue.users.size === 0) this.tenants.delete(owner.tenant);
  }

  /** How many documents are held (read or waiting). */
  get documentCount(): number {
    return this.ownerOf.size;
  }

  private documentOf(documentId: string): DocumentQueue<Task> | undefined {
    const owner = this.ownerOf.get(documentId);
    return owner && this.tenants.get(owner.tenant)?.users.get(owner.user)?.documents.find((queue) => queue.id === documentId);
  }
}

function hasReadyTask<Task>(user: UserQueue<Task>): boolean {
  return user.documents.some((document) => document.ready.length > 0);
}

function leastRecentlyServed<Queue extends { lastServed: number }>(queues: readonly Queue[]): Queue | undefined {
  let chosen: Queue | undefined;
  for (const queue of queues) if (!chosen || queue.lastServed < chosen.lastServed) chosen = queue;
  return chosen;
}
