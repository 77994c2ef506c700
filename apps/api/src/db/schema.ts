import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
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

/** Money: numeric(18,2) (DOMAIN §1), read back by drizzle as a string (the services convert with Number). */
const money = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull();
/** A calendar date, read back as `YYYY-MM-DD` (mode string: no Date, no timezone drift). */
const day = (name: string) => date(name, { mode: 'string' });

/**
 * Lease agreements of a tenant (SPEC §3). Contractor and sales person are referenced with the tenant
 * (DESIGN §4). Contract number + schedule number are unique among a contractor's live agreements.
 */
export const leaseAgreements = pgTable(
  'lease_agreements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    contractorId: integer('contractor_id').notNull(),
    salesPersonId: integer('sales_person_id'),
    contractNumber: text('contract_number').notNull(),
    scheduleNumber: text('schedule_number').notNull(),
    termInMonths: integer('term_in_months').notNull(),
    startingDate: day('starting_date').notNull(),
    closingDate: day('closing_date').notNull(),
    rentPaymentAmount: money('rent_payment_amount'),
    subRentAndArrangmentFee: money('sub_rent_and_arrangment_fee'),
    residualValue: money('residual_value'),
    totalEquipmentCost: money('total_equipment_cost'),
    salesPersonCommission: money('sales_person_commission'),
    transferToFactorDate: day('transfer_to_factor_date'),
    factoringContractNumber: text('factoring_contract_number').notNull().default(''),
    leaseType: smallint('lease_type').notNull(),
    paymentDue: smallint('payment_due').notNull(),
    paymentInterval: smallint('payment_interval').notNull(),
    residualValueSettlement: smallint('residual_value_settlement').notNull(),
    assetCategory: smallint('asset_category').notNull(),
    assetName: text('asset_name').notNull().default(''),
    dismantlingProvision: money('dismantling_provision'),
    leasePremium: money('lease_premium'),
    /** A fraction a year (0.065), at most 10 decimals (the contract checks). */
    incrementalBorrowingRate: numeric('incremental_borrowing_rate', { precision: 12, scale: 10 }).notNull(),
    leaseIncentive: money('lease_incentive'),
    rentFreePeriodInMonths: integer('rent_free_period_in_months').notNull(),
    depreciationMethod: smallint('depreciation_method').notNull(),
    accountingStandard: smallint('accounting_standard').notNull(),
    rateConvention: smallint('rate_convention').notNull(),
    shouldRateBeCalculated: boolean('should_rate_be_calculated').notNull(),
    leaseholdImprovements: money('leasehold_improvements'),
    /** A percent a year (3 = 3 %), at most 4 decimals (the contract checks). */
    indexationRate: numeric('indexation_rate', { precision: 9, scale: 4 }).notNull(),
    initialDirectCosts: money('initial_direct_costs'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createDate: createDate(),
  },
  (t) => [
    unique('lease_agreements_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({ name: 'lease_agreements_contractor_fk', columns: [t.tenantId, t.contractorId], foreignColumns: [contractors.tenantId, contractors.id] }),
    foreignKey({ name: 'lease_agreements_sales_person_fk', columns: [t.tenantId, t.salesPersonId], foreignColumns: [salesPersons.tenantId, salesPersons.id] }),
    uniqueIndex('lease_agreements_contract_schedule_live_key')
      .on(t.tenantId, t.contractorId, t.contractNumber, t.scheduleNumber)
      .where(sql`not ${t.isDeleted}`),
  ],
);

/** The lease calculation of an agreement (DOMAIN §5): one row per agreement, replaced on every recompute. */
export const leaseCalculations = pgTable(
  'lease_calculations',
  {
    tenantId: integer('tenant_id').notNull(),
    leaseAgreementId: integer('lease_agreement_id').notNull(),
    /** The solver's doubles, unrounded (lease-math README): float8 keeps them exactly. */
    implicitRate: doublePrecision('implicit_rate').notNull(),
    amortizationRate: doublePrecision('amortization_rate').notNull(),
    presentValueOfRent: money('present_value_of_rent'),
    interimRate: money('interim_rate'),
    totalPresentValueOfLeasePayments: money('total_present_value_of_lease_payments'),
    costOfEquipment: money('cost_of_equipment'),
    ninetyPercenatageTest: numeric('ninety_percenatage_test', { precision: 12, scale: 4 }).notNull(),
    leaseClassification: text('lease_classification'),
    createDate: createDate(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.leaseAgreementId] }),
    foreignKey({ name: 'lease_calculations_agreement_fk', columns: [t.tenantId, t.leaseAgreementId], foreignColumns: [leaseAgreements.tenantId, leaseAgreements.id] }).onDelete('cascade'),
  ],
);

/** The amortization schedule (DOMAIN §4): one row per month, replaced on every recompute. */
export const leaseAmortizations = pgTable(
  'lease_amortizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    leaseAgreementId: integer('lease_agreement_id').notNull(),
    periodNumber: integer('period_number').notNull(),
    paymentDate: day('payment_date').notNull(),
    generalLedgerIncomeDate: day('general_ledger_income_date').notNull(),
    paymentAmount: money('payment_amount'),
    interestAmount: money('interest_amount'),
    principalAmount: money('principal_amount'),
    openingBalance: money('opening_balance'),
    closingBalance: money('closing_balance'),
    rentFreeAmount: money('rent_free_amount'),
    isBillingMonth: boolean('is_billing_month').notNull(),
    /** g / 100 with g of at most 4 decimals. */
    increaseRate: numeric('increase_rate', { precision: 12, scale: 6 }).notNull(),
    accountingStandard: smallint('accounting_standard').notNull(),
  },
  (t) => [
    uniqueIndex('lease_amortizations_agreement_period_key').on(t.tenantId, t.leaseAgreementId, t.periodNumber),
    foreignKey({ name: 'lease_amortizations_agreement_fk', columns: [t.tenantId, t.leaseAgreementId], foreignColumns: [leaseAgreements.tenantId, leaseAgreements.id] }).onDelete('cascade'),
  ],
);

/** Depreciation of the right-of-use asset (DOMAIN §6, IFRS16 only): one row per month, replaced on every recompute. */
export const depreciations = pgTable(
  'depreciations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    leaseAgreementId: integer('lease_agreement_id').notNull(),
    periodNumber: integer('period_number').notNull(),
    beginingOfPeriod: day('begining_of_period').notNull(),
    endOfPeriod: day('end_of_period').notNull(),
    openingBalance: money('opening_balance'),
    depraciationCharge: money('depraciation_charge'),
    closingBalance: money('closing_balance'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex('depreciations_agreement_period_key').on(t.tenantId, t.leaseAgreementId, t.periodNumber),
    foreignKey({ name: 'depreciations_agreement_fk', columns: [t.tenantId, t.leaseAgreementId], foreignColumns: [leaseAgreements.tenantId, leaseAgreements.id] }).onDelete('cascade'),
  ],
);

export const schema = {
  users,
  tenants,
  userTenants,
  outbox,
  contractors,
  contractorSearchTerms,
  salesPersons,
  leaseAgreements,
  leaseCalculations,
  leaseAmortizations,
  depreciations,
};
export type Schema = typeof schema;
