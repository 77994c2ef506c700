import type { RouteObject } from 'react-router';
import { loadAccountingPage } from '../features/accounting';
import { loadPortfolioSensitivityPage } from '../features/analysis';
import { loadAuditPage } from '../features/audit';
import { loadContractorsPage } from '../features/contractors';
import { loadDepreciationPage } from '../features/depreciation';
import { loadImportPage } from '../features/imports';
import { loadCorrectInvoicePage, loadInvoiceMergePage } from '../features/invoices';
import { loadLeaseAgreementPage, loadLeaseAgreementsPage } from '../features/lease-agreements';
import { loadOutboxMailPage, loadOutboxPage } from '../features/outbox';
import { loadLeaseReportPage, loadSettlementsReportPage } from '../features/reports';
import { loadSettlementsPage } from '../features/settlements';
import { loadTenantsPage } from '../features/tenants';
import { loadTraderPage, loadTradersPage } from '../features/traders';
import { loadUserPage, loadUsersPage } from '../features/users';
import type { FeatureId } from './features';
import { lazyPage } from './lazy-page';
import { loadContractorRecordPage } from './pages/contractor-record-page';
import { loadInvoiceErrorsRecordPage } from './pages/invoice-errors-record-page';
import { loadLeaseAgreementSummaryPage } from './pages/load-lease-agreement-summary-page';
import { loadTenantRecordPage } from './pages/tenant-record-page';
import type { RouteHandle } from './route-handle';

// Each page module is its own chunk, fetched on the first visit (see lazy-page.tsx). The pages that show several
// features are composed in ./pages from what each feature's loaders bring.
const AccountingPage = lazyPage(loadAccountingPage);
const AuditPage = lazyPage(loadAuditPage);
const ContractorPage = lazyPage(loadContractorRecordPage);
const ContractorsPage = lazyPage(loadContractorsPage);
const CorrectInvoicePage = lazyPage(loadCorrectInvoicePage);
const DepreciationPage = lazyPage(loadDepreciationPage);
const ImportPage = lazyPage(loadImportPage);
const InvoiceErrorsPage = lazyPage(loadInvoiceErrorsRecordPage);
const InvoiceMergePage = lazyPage(loadInvoiceMergePage);
const LeaseAgreementPage = lazyPage(loadLeaseAgreementPage);
const LeaseAgreementSummaryPage = lazyPage(loadLeaseAgreementSummaryPage);
const LeaseAgreementsPage = lazyPage(loadLeaseAgreementsPage);
const LeaseReportPage = lazyPage(loadLeaseReportPage);
const SettlementsReportPage = lazyPage(loadSettlementsReportPage);
const PortfolioSensitivityPage = lazyPage(loadPortfolioSensitivityPage);
const SettlementsPage = lazyPage(loadSettlementsPage);
const TenantPage = lazyPage(loadTenantRecordPage);
const TenantsPage = lazyPage(loadTenantsPage);
const OutboxPage = lazyPage(loadOutboxPage);
const OutboxMailPage = lazyPage(loadOutboxMailPage);
const TraderPage = lazyPage(loadTraderPage);
const TradersPage = lazyPage(loadTradersPage);
const UserPage = lazyPage(loadUserPage);
const UsersPage = lazyPage(loadUsersPage);

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
    // The demo's kept mails (no SMTP_URL), administrators only
    { path: 'outbox', element: <OutboxPage />, handle: { titleKey: 'outbox.title' } },
    { path: 'outbox/:id', element: <OutboxMailPage />, handle: { titleKey: 'outbox.mailTitle' } },
  ],
};
