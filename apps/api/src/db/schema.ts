import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Binary column (logo images). PGlite hands back Uint8Array, pg a Buffer: normalise to Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

const createDate = () => timestamp('create_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Identity table: global, not tenant-scoped. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 0 administrator, 1 user (contract Role). */
    role: smallint('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Copied into every token; rotating it revokes them all. */
    securityStamp: text('security_stamp').notNull(),
    emailConfirmed: boolean('email_confirmed').notNull().default(true),
    failedAccessCount: integer('failed_access_count').notNull().default(0),
    lockoutEnd: timestamp('lockout_end', { withTimezone: true, mode: 'date' }),
    /** SHA-256 of the one live reset token; a newer request overwrites it. */
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true, mode: 'date' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createDate: createDate(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** Identity table: the tenants themselves are global (an administrator lists them all). */
export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** 0 CSI, 1 IFRS16 (contract AccountingStandard). */
  accountingStandard: smallint('accounting_standard').notNull().default(0),
  logo: bytea('logo'),
  logoMime: text('logo_mime'),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createDate: createDate(),
});

/**
 * Membership of users in tenants. It has `tenant_id`, so it carries row-level security like every
 * tenant table (migration 0001), with two extra policies: a user reads their own memberships, an
 * administrator scope manages them all.
 */
export const userTenants = pgTable(
  'user_tenants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    createDate: createDate(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] }), index('user_tenants_tenant_idx').on(t.tenantId)],
);

/** Mails kept when no SMTP server is configured (development, demos). */
export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createDate: createDate(),
});

/**
 * Contractors (lessors) of a tenant. `(tenant_id, id)` is unique so that other tenant tables can
 * reference a contractor together with its tenant (DESIGN §4). A tax id is unique among a tenant's
 * live contractors (partial unique index: deleted ones keep theirs and may be restored).
 */
export const contractors = pgTable(
  'contractors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    /** NIP, 10 digits (contract taxId normalises and checks it). */
    taxId: text('tax_id').notNull(),
    /** Number in the accounting system. */
    code: text('code').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createDate: createDate(),
  },
  (t) => [
    unique('contractors_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('contractors_tenant_tax_id_live_key').on(t.tenantId, t.taxId).where(sql`not ${t.isDeleted}`),
    index('contractors_tenant_name_live_idx').on(t.tenantId, t.name, t.id).where(sql`not ${t.isDeleted}`),
  ],
);

/**
 * The search index of contractors, kept by triggers on `contractors` (migration 0002): each word of
 * the name folded by `leasedesk_fold` (lower case, Polish letters without diacritics) and the tax id
 * digits. Searched by prefix (`^@`), which, unlike LIKE, is leakproof: the planner may use the index
 * under row-level security (a pg_trgm index on LIKE is never used for the app role).
 */
export const contractorSearchTerms = pgTable(
  'contractor_search_terms',
  {
    tenantId: integer('tenant_id').notNull(),
    contractorId: integer('contractor_id').notNull(),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.contractorId, t.term] }),
    foreignKey({ name: 'contractor_search_terms_contractor_fk', columns: [t.tenantId, t.contractorId], foreignColumns: [contractors.tenantId, contractors.id] }).onDelete('cascade'),
    index('contractor_search_terms_prefix_idx').on(t.tenantId, t.term.op('text_pattern_ops'), t.contractorId),
  ],
);

/** Sales persons (traders) of a tenant. */
export const salesPersons = pgTable(
  'sales_persons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createDate: createDate(),
  },
  (t) => [unique('sales_persons_tenant_id_id_key').on(t.tenantId, t.id)],
);

export const schema = { users, tenants, userTenants, outbox, contractors, contractorSearchTerms, salesPersons };
export type Schema = typeof schema;
