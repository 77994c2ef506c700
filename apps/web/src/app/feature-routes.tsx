import type { RouteObject } from 'react-router';
import { ContractorPage } from '../features/contractors/routes/contractor-page';
import { ContractorsPage } from '../features/contractors/routes/contractors-page';
import { DepreciationPage } from '../features/depreciation/routes/depreciation-page';
import { LeaseAgreementPage } from '../features/lease-agreements/routes/lease-agreement-page';
import { LeaseAgreementSummaryPage } from '../features/lease-agreements/routes/lease-agreement-summary-page';
import { LeaseAgreementsPage } from '../features/lease-agreements/routes/lease-agreements-page';
import { SettlementsPage } from '../features/settlements/routes/settlements-page';
import { TenantPage } from '../features/tenants/routes/tenant-page';
import { TenantsPage } from '../features/tenants/routes/tenants-page';
import { TraderPage } from '../features/traders/routes/trader-page';
import { TradersPage } from '../features/traders/routes/traders-page';
import { UserPage } from '../features/users/routes/user-page';
import { UsersPage } from '../features/users/routes/users-page';
import type { FeatureId } from './features';
import type { RouteHandle } from './route-handle';

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
  ],
  settlements: [{ path: 'settlements', element: <SettlementsPage />, handle: { titleKey: 'settlementsPage.title' } }],
  depreciation: [
    { path: 'depreciation', element: <DepreciationPage />, handle: { titleKey: 'depreciationPage.title' } },
    { path: 'depreciation/:id', element: <DepreciationPage />, handle: { titleKey: 'depreciationPage.title' } },
  ],
  users: [
    { path: 'users', element: <UsersPage />, handle: { titleKey: 'users.listTitle' } },
    { path: 'user', element: <UserPage />, handle: { titleKey: 'users.newTitle' } },
    { path: 'user/:id', element: <UserPage />, handle: { titleKey: 'users.editTitle' } },
    // tenants are administered under the users menu (SPEC §2: the administrator's home has a users card only)
    { path: 'tenants', element: <TenantsPage />, handle: { titleKey: 'tenants.listTitle' } },
    { path: 'tenant', element: <TenantPage />, handle: { titleKey: 'tenants.newTitle' } },
    { path: 'tenant/:id', element: <TenantPage />, handle: { titleKey: 'tenants.editTitle' } },
  ],
};
