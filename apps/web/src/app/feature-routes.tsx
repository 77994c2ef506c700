import type { RouteObject } from 'react-router';
import type { FeatureId } from './features';
import { lazyPage } from './lazy-page';
import type { RouteHandle } from './route-handle';

// Each page module is its own chunk, fetched on the first visit (see lazy-page.tsx).
const AccountingPage = lazyPage(() => import('../features/accounting/routes/accounting-page').then((module) => module.AccountingPage));
const AuditPage = lazyPage(() => import('../features/audit/routes/audit-page').then((module) => module.AuditPage));
const ContractorPage = lazyPage(() => import('../features/contractors/routes/contractor-page').then((module) => module.ContractorPage));
const ContractorsPage = lazyPage(() => import('../features/contractors/routes/contractors-page').then((module) => module.ContractorsPage));
const CorrectInvoicePage = lazyPage(() => import('../features/invoices/routes/correct-invoice-page').then((module) => module.CorrectInvoicePage));
const DepreciationPage = lazyPage(() => import('../features/depreciation/routes/depreciation-page').then((module) => module.DepreciationPage));
const ImportPage = lazyPage(() => import('../features/imports/routes/import-page').then((module) => module.ImportPage));
const InvoiceErrorsPage = lazyPage(() => import('../features/invoices/routes/invoice-errors-page').then((module) => module.InvoiceErrorsPage));
const InvoiceMergePage = lazyPage(() => import('../features/invoices/routes/invoice-merge-page').then((module) => module.InvoiceMergePage));
const LeaseAgreementPage = lazyPage(() => import('../features/lease-agreements/routes/lease-agreement-page').then((module) => module.LeaseAgreementPage));
const LeaseAgreementSummaryPage = lazyPage(() => import('../features/lease-agreements/routes/lease-agreement-summary-page').then((module) => module.LeaseAgreementSummaryPage));
const LeaseAgreementsPage = lazyPage(() => import('../features/lease-agreements/routes/lease-agreements-page').then((module) => module.LeaseAgreementsPage));
const LeaseReportPage = lazyPage(() => import('../features/reports/routes/lease-report-page').then((module) => module.LeaseReportPage));
const SettlementsReportPage = lazyPage(() => import('../features/reports/routes/settlements-report-page').then((module) => module.SettlementsReportPage));
const PortfolioSensitivityPage = lazyPage(() => import('../features/analysis/routes/portfolio-sensitivity-page').then((module) => module.PortfolioSensitivityPage));
const SettlementsPage = lazyPage(() => import('../features/settlements/routes/settlements-page').then((module) => module.SettlementsPage));
const TenantPage = lazyPage(() => import('../features/tenants/routes/tenant-page').then((module) => module.TenantPage));
const TenantsPage = lazyPage(() => import('../features/tenants/routes/tenants-page').then((module) => module.TenantsPage));
const OutboxPage = lazyPage(() => import('../features/outbox/routes/outbox-page').then((module) => module.OutboxPage));
const OutboxMailPage = lazyPage(() => import('../features/outbox/routes/outbox-mail-page').then((module) => module.OutboxMailPage));
const TraderPage = lazyPage(() => import('../features/traders/routes/trader-page').then((module) => module.TraderPage));
const TradersPage = lazyPage(() => import('../features/traders/routes/traders-page').then((module) => module.TradersPage));
const UserPage = lazyPage(() => import('../features/users/routes/user-page').then((module) => module.UserPage));
const UsersPage = lazyPage(() => import('../features/users/routes/users-page').then((module) => module.UsersPage));

type FeatureRoute = RouteObject & { path: string; handle: RouteHandle };

/**
 * The screens of each built feature, keyed by the registry id (features.ts). A feature's routes
 * are mounted only while its registry entry is enabled; paths are relative to `/`.
 */
export const featureRoutes: Partial<Record<FeatureId, FeatureRoute[]>> = {
  contractors: [
    { path: 'contractors', element: <ContractorsPage />, handle: { titleKey: 'contractors.listTitle' } },
    { path: 'contractor', element: <ContractorPage />, handle: { titleKey: 'contractors.newTitle' } },
    { path: 'contractor/:id', element: <ContractorPage />, handle: { titleKey: 'contractors.editTitle' } },
  ],
  traders: [
    { path: 'traders', element: <TradersPage />, handle: { titleKey: 'traders.listTitle' } },
    { path: 'trader', element: <TraderPage />, handle: { titleKey: 'traders.newTitle' } },
    { path: 'trader/:id', element: <TraderPage />, handle: { titleKey: 'traders.editTitle' } },
  ],
  agreements: [
    { path: 'leaseAgreements', element: <LeaseAgreementsPage />, handle: { titleKey: 'agreementList.title' } },
    { path: 'leaseAgreement', element: <LeaseAgreementPage />, handle: { titleKey: 'agreementForm.newTitle' } },
    { path: 'leaseAgreement/:id', element: <LeaseAgreementPage />, handle: { titleKey: 'agreementForm.editTitle' } },
    { path: 'leaseAgreementSummary/:id', element: <LeaseAgreementSummaryPage />, handle: { titleKey: 'summary.title' } },
    { path: 'import', element: <ImportPage />, handle: { titleKey: 'imports.title' } },
    { path: 'report', element: <LeaseReportPage />, handle: { titleKey: 'reports.leaseTitle' } },
  ],
  settlements: [
    { path: 'settlements', element: <SettlementsPage />, handle: { titleKey: 'settlementsPage.title' } },
    { path: 'settlementsReport', element: <SettlementsReportPage />, handle: { titleKey: 'reports.settlementsTitle' } },
    { path: 'invoiceMerge', element: <InvoiceMergePage />, handle: { titleKey: 'invoices.merge.title' } },
    { path: 'invoiceErrors/:reportName', element: <InvoiceErrorsPage />, handle: { titleKey: 'invoices.errors.routeTitle' } },
    { path: 'correctInvoice/:name/:invoiceNumber', element: <CorrectInvoicePage />, handle: { titleKey: 'invoices.correction.routeTitle' } },
    // The lines of a report without an invoice number (a PDF whose number could not be read), corrected by typing one.
    { path: 'correctInvoice/:name', element: <CorrectInvoicePage />, handle: { titleKey: 'invoices.correction.routeTitle' } },
  ],
  depreciation: [
    { path: 'depreciation', element: <DepreciationPage />, handle: { titleKey: 'depreciationPage.title' } },
    { path: 'depreciation/:id', element: <DepreciationPage />, handle: { titleKey: 'depreciationPage.title' } },
  ],
  accounting: [
    { path: 'accounting', element: <AccountingPage />, handle: { titleKey: 'accountingPage.title' } },
    { path: 'sensitivity', element: <PortfolioSensitivityPage />, handle: { titleKey: 'analysis.portfolio.title' } },
  ],
  audit: [{ path: 'audit', element: <AuditPage />, handle: { titleKey: 'audit.title' } }],
  users: [
    { path: 'users', element: <UsersPage />, handle: { titleKey: 'users.listTitle' } },
    { path: 'user', element: <UserPage />, handle: { titleKey: 'users.newTitle' } },
    { path: 'user/:id', element: <UserPage />, handle: { titleKey: 'users.editTitle' } },
    // tenants are administered under the users menu (SPEC §2: the administrator's home has a users card only)
    { path: 'tenants', element: <TenantsPage />, handle: { titleKey: 'tenants.listTitle' } },
    { path: 'tenant', element: <TenantPage />, handle: { titleKey: 'tenants.newTitle' } },
    { path: 'tenant/:id', element: <TenantPage />, handle: { titleKey: 'tenants.editTitle' } },
    // issue 31: the demo's kept mails (no SMTP_URL), administrators only
    { path: 'outbox', element: <OutboxPage />, handle: { titleKey: 'outbox.title' } },
    { path: 'outbox/:id', element: <OutboxMailPage />, handle: { titleKey: 'outbox.mailTitle' } },
  ],
};
