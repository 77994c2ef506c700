-- Analysis for the auditor (issue 13). The impairment indicators of IAS 36.12 (DOMAIN §10) are data, not
-- code: one row per question in both languages, read by every tenant, written only by migrations (the
-- application's role may read them and nothing else).
CREATE TABLE "impairment_indicators" (
	"sequence" integer PRIMARY KEY,
	"question_en" text NOT NULL,
	"question_pl" text NOT NULL
);
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "impairment_indicators" FROM leasedesk_app;
--> statement-breakpoint
INSERT INTO "impairment_indicators" ("sequence", "question_en", "question_pl") VALUES
(1, 'Has the asset''s market value declined during the period significantly more than would be expected from the passage of time or normal use?',
    'Czy wartość rynkowa składnika aktywów spadła w okresie znacząco bardziej, niż można by oczekiwać w wyniku upływu czasu lub normalnego użytkowania?'),
(2, 'Have significant changes with an adverse effect on the entity taken place during the period, or will they take place in the near future, in the technological, market, economic or legal environment in which it operates or in the market to which the asset is dedicated?',
    'Czy w okresie nastąpiły lub w najbliższej przyszłości nastąpią znaczące, niekorzystne dla jednostki zmiany w otoczeniu technologicznym, rynkowym, gospodarczym lub prawnym, w którym działa, albo na rynku, któremu służy składnik aktywów?'),
(3, 'Have market interest rates or other market rates of return increased during the period in a way likely to raise the discount rate used in calculating the asset''s value in use and decrease its recoverable amount materially?',
    'Czy rynkowe stopy procentowe lub inne rynkowe stopy zwrotu wzrosły w okresie w sposób, który prawdopodobnie podniesie stopę dyskontową stosowaną do obliczenia wartości użytkowej składnika aktywów i istotnie obniży jego wartość odzyskiwalną?'),
(4, 'Is the carrying amount of the entity''s net assets more than its market capitalisation?',
    'Czy wartość bilansowa aktywów netto jednostki przewyższa jej kapitalizację rynkową?'),
(5, 'Is there evidence of obsolescence or physical damage of the asset?',
    'Czy istnieją dowody utraty przydatności (starzenia się) lub fizycznego uszkodzenia składnika aktywów?'),
(6, 'Have significant adverse changes taken place during the period, or are they expected in the near future, in the extent to which or manner in which the asset is used: the asset becoming idle, plans to discontinue or restructure the operation to which it belongs, or to dispose of it before the previously expected date?',
    'Czy w okresie nastąpiły lub są oczekiwane w najbliższej przyszłości znaczące, niekorzystne zmiany zakresu lub sposobu użytkowania składnika aktywów: jego przestój, plany zaniechania lub restrukturyzacji działalności, do której należy, albo jego zbycia przed wcześniej przewidywanym terminem?'),
(7, 'Is there evidence from internal reporting that the economic performance of the asset is, or will be, worse than expected?',
    'Czy z wewnętrznej sprawozdawczości wynikają dowody, że efektywność ekonomiczna składnika aktywów jest lub będzie gorsza od oczekiwanej?'),
(8, 'Is the asset subleased, or expected to be subleased, for less than the cost of the head lease?',
    'Czy składnik aktywów jest lub ma być podnajmowany za kwotę niższą niż koszt leasingu głównego?');
--> statement-breakpoint
-- One questionnaire per agreement and accounting year end. Answering a later year end archives the earlier
-- ones in the same transaction; an archived questionnaire is read-only (the service refuses changes).
CREATE TABLE "impairment_questionnaires" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "impairment_questionnaires_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"lease_agreement_id" integer NOT NULL,
	"accounting_year_end" date NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL REFERENCES "users"("id"),
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impairment_questionnaires_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "impairment_questionnaires_year_end_key" UNIQUE("tenant_id","lease_agreement_id","accounting_year_end"),
	CONSTRAINT "impairment_questionnaires_agreement_fk" FOREIGN KEY ("tenant_id","lease_agreement_id") REFERENCES "lease_agreements"("tenant_id","id") ON DELETE cascade
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('impairment_questionnaires');
--> statement-breakpoint
-- At most one questionnaire of an agreement is current (not archived).
CREATE UNIQUE INDEX "impairment_questionnaires_current_key" ON "impairment_questionnaires" USING btree ("tenant_id","lease_agreement_id") WHERE NOT "is_archived";
--> statement-breakpoint
CREATE TABLE "impairment_answers" (
	"tenant_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"sequence" integer NOT NULL REFERENCES "impairment_indicators"("sequence"),
	"answer" boolean,
	CONSTRAINT "impairment_answers_pkey" PRIMARY KEY("tenant_id","questionnaire_id","sequence"),
	CONSTRAINT "impairment_answers_questionnaire_fk" FOREIGN KEY ("tenant_id","questionnaire_id") REFERENCES "impairment_questionnaires"("tenant_id","id") ON DELETE cascade
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('impairment_answers');
--> statement-breakpoint
-- A portfolio sensitivity run is stored like the reports, so its Excel rebuilds exactly the agreements it answered.
ALTER TABLE "saved_reports" DROP CONSTRAINT "saved_reports_kind_check";
--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_kind_check" CHECK ("kind" IN ('leaseReport', 'settlementsReport', 'accountingEntries', 'disclosure', 'sensitivityPortfolio'));
