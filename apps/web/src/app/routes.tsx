import type { RouteObject } from 'react-router';
import { LoginPage, loadPasswordResetPage, loadSelectClientPage } from '../features/auth';
import { loadUnsubscribePage } from '../features/reminders';
import { featureRoutes } from './feature-routes';
import { features, type FeatureEntry, type FeatureId } from './features';
import { PublicOnly } from './guards/public-only';
import { RequireAuth } from './guards/require-auth';
import { RequireClient } from './guards/require-client';
import { RequireRole } from './guards/require-role';
import { HomeRoute } from './home-route';
import { lazyPage } from './lazy-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

// The login page and the shell are in the first chunk; every other page is fetched on its first visit.
const PasswordResetPage = lazyPage(loadPasswordResetPage);
const SelectClientPage = lazyPage(loadSelectClientPage);
const UnsubscribePage = lazyPage(loadUnsubscribePage);

/** The routes of every enabled feature, each behind its roles and standards. */
function enabledFeatureRoutes(): RouteObject[] {
  return (features as readonly FeatureEntry[])
    .filter((feature) => feature.enabled)
    .flatMap((feature) =>
      (featureRoutes[feature.id as FeatureId] ?? []).map((route) => ({
        ...route,
        element: (
          <RequireRole roles={feature.roles} standards={feature.standards}>
            {route.element}
          </RequireRole>
        ),
      })),
    );
}

/** The route tree (SPEC §2). */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          path: 'login',
          element: (
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          ),
          handle: { titleKey: 'login.title', bare: true } satisfies RouteHandle,
        },
        {
          path: 'passwordReset/:userId/*',
          element: <PasswordResetPage />,
          handle: { titleKey: 'passwordReset.title' } satisfies RouteHandle,
        },
        {
          // the link of a daily reminder digest (issue 30): public, signed in or not; the token is the rest of the path
          path: 'unsubscribe/*',
          element: <UnsubscribePage />,
          handle: { titleKey: 'unsubscribe.title', bare: true } satisfies RouteHandle,
        },
        {
          element: <RequireAuth />,
          children: [
            {
              path: 'selectClient',
              element: (
                <RequireRole roles={['user']}>
                  <SelectClientPage />
                </RequireRole>
              ),
              handle: { titleKey: 'selectClient.title', bare: true } satisfies RouteHandle,
            },
            {
              element: <RequireClient />,
              children: [
                {
                  index: true,
                  element: <HomeRoute />,
                  handle: { titleKey: 'home.title', bare: true, home: true } satisfies RouteHandle,
                },
                ...enabledFeatureRoutes(),
                { path: '*', element: <NotFoundPage />, handle: { titleKey: 'notFound.title' } satisfies RouteHandle },
              ],
            },
          ],
        },
      ],
    },
  ];
}
