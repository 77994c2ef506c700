CREATE TABLE "depreciations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "depreciations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"lease_agreement_id" integer NOT NULL,
	"period_number" integer NOT NULL,
	"begining_of_period" date NOT NULL,
	"end_of_period" date NOT NULL,
	"opening_balance" numeric(18, 2) NOT NULL,
	"depraciation_charge" numeric(18, 2) NOT NULL,
	"closing_balance" numeric(18, 2) NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lease_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"sales_person_id" integer,
	"contract_number" text NOT NULL,
	"schedule_number" text NOT NULL,
	"term_in_months" integer NOT NULL,
	"starting_date" date NOT NULL,
	"closing_date" date NOT NULL,
	"rent_payment_amount" numeric(18, 2) NOT NULL,
	"sub_rent_and_arrangment_fee" numeric(18, 2) NOT NULL,
	"residual_value" numeric(18, 2) NOT NULL,
	"total_equipment_cost" numeric(18, 2) NOT NULL,
	"sales_person_commission" numeric(18, 2) NOT NULL,
	"transfer_to_factor_date" date,
	"factoring_contract_number" text DEFAULT '' NOT NULL,
	"lease_type" smallint NOT NULL,
	"payment_due" smallint NOT NULL,
	"payment_interval" smallint NOT NULL,
	"residual_value_settlement" smallint NOT NULL,
	"asset_category" smallint NOT NULL,
	"asset_name" text DEFAULT '' NOT NULL,
	"dismantling_provision" numeric(18, 2) NOT NULL,
	"lease_premium" numeric(18, 2) NOT NULL,
	"incremental_borrowing_rate" numeric(12, 10) NOT NULL,
	"lease_incentive" numeric(18, 2) NOT NULL,
	"rent_free_period_in_months" integer NOT NULL,
	"depreciation_method" smallint NOT NULL,
	"accounting_standard" smallint NOT NULL,
	"rate_convention" smallint NOT NULL,
	"should_rate_be_calculated" boolean NOT NULL,
	"leasehold_improvements" numeric(18, 2) NOT NULL,
	"indexation_rate" numeric(9, 4) NOT NULL,
	"initial_direct_costs" numeric(18, 2) NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_agreements_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "lease_amortizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lease_amortizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"lease_agreement_id" integer NOT NULL,
	"period_number" integer NOT NULL,
	"payment_date" date NOT NULL,
	"general_ledger_income_date" date NOT NULL,
	"payment_amount" numeric(18, 2) NOT NULL,
	"interest_amount" numeric(18, 2) NOT NULL,
	"principal_amount" numeric(18, 2) NOT NULL,
	"opening_balance" numeric(18, 2) NOT NULL,
	"closing_balance" numeric(18, 2) NOT NULL,
	"rent_free_amount" numeric(18, 2) NOT NULL,
	"is_billing_month" boolean NOT NULL,
	"increase_rate" numeric(12, 6) NOT NULL,
	"accounting_standard" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_calculations" (
	"tenant_id" integer NOT NULL,
	"lease_agreement_id" integer NOT NULL,
	"implicit_rate" double precision NOT NULL,
	"amortization_rate" double precision NOT NULL,
	"present_value_of_rent" numeric(18, 2) NOT NULL,
	"interim_rate" numeric(18, 2) NOT NULL,
	"total_present_value_of_lease_payments" numeric(18, 2) NOT NULL,
	"cost_of_equipment" numeric(18, 2) NOT NULL,
	"ninety_percenatage_test" numeric(12, 4) NOT NULL,
	"lease_classification" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_calculations_tenant_id_lease_agreement_id_pk" PRIMARY KEY("tenant_id","lease_agreement_id")
);
--> statement-breakpoint
ALTER TABLE "depreciations" ADD CONSTRAINT "depreciations_agreement_fk" FOREIGN KEY ("tenant_id","lease_agreement_id") REFERENCES "public"."lease_agreements"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_agreements" ADD CONSTRAINT "lease_agreements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_agreements" ADD CONSTRAINT "lease_agreements_contractor_fk" FOREIGN KEY ("tenant_id","contractor_id") REFERENCES "public"."contractors"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_agreements" ADD CONSTRAINT "lease_agreements_sales_person_fk" FOREIGN KEY ("tenant_id","sales_person_id") REFERENCES "public"."sales_persons"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_amortizations" ADD CONSTRAINT "lease_amortizations_agreement_fk" FOREIGN KEY ("tenant_id","lease_agreement_id") REFERENCES "public"."lease_agreements"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_calculations" ADD CONSTRAINT "lease_calculations_agreement_fk" FOREIGN KEY ("tenant_id","lease_agreement_id") REFERENCES "public"."lease_agreements"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "depreciations_agreement_period_key" ON "depreciations" USING btree ("tenant_id","lease_agreement_id","period_number");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_agreements_contract_schedule_live_key" ON "lease_agreements" USING btree ("tenant_id","contractor_id","contract_number","schedule_number") WHERE not "lease_agreements"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "lease_amortizations_agreement_period_key" ON "lease_amortizations" USING btree ("tenant_id","lease_agreement_id","period_number");--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('lease_agreements');
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('lease_calculations');
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('lease_amortizations');
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('depreciations');
