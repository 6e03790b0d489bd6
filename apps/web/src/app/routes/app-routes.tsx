import { type RouteObject, redirect } from 'react-router';
import { RootLayout } from '@/app/layout/RootLayout';
import { RootErrorBoundary, RouteErrorBoundary } from '@/app/layout/RouteErrorBoundary';
import { FALLBACK_LANDING_PATH } from '@/shared/config/constants';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageLoader } from '@/shared/ui/PageLoader';
import { businessRoutes } from './business-routes';
import { RequireFlag, RequirePlatformAdmin } from './guards';
import { lazyLoader, lazyScreen, screens } from './screens';

/**
 * The route table of spec 000 §2. Every screen's code loads on demand. A function, because a
 * router consumes its routes' lazy definitions: each router needs route objects of its own.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: PageLoader,
      children: [
        {
          // A failing screen keeps the header and footer around its error.
          ErrorBoundary: RouteErrorBoundary,
          children: [
            // Redirect-only routes render nothing (`element: null` says so to the router).
            { index: true, loader: () => redirect(FALLBACK_LANDING_PATH), element: null },
            { path: 'sign-in', lazy: lazyScreen(screens.signIn) },
            {
              path: 'sign-out',
              lazy: lazyLoader(
                async () => (await import('@/features/auth/routes/sign-out')).signOutLoader,
              ),
            },
            {
              path: 'sign-up',
              children: [
                { index: true, lazy: lazyScreen(screens.signUp) },
                { path: 'accept-invite-landing', lazy: lazyScreen(screens.acceptInviteLanding) },
                { path: '*', Component: NotFoundPage },
              ],
            },
            {
              // The homeowner area: outside RequireAuth, whose post-login order is the partner's.
              path: 'home-app',
              lazy: lazyScreen(screens.homeAppLayout),
              children: [
                { path: 'sign-in', lazy: lazyScreen(screens.homeownerSignIn) },
                { path: 'sign-up', lazy: lazyScreen(screens.homeownerSignUp) },
                // The invite mail's link, open to everyone.
                { path: 'invites/:token', lazy: lazyScreen(screens.homeownerInvite) },
                {
                  lazy: lazyScreen(screens.requireHomeowner),
                  children: [
                    { index: true, lazy: lazyScreen(screens.homeownerHomes) },
                    { path: 'invites', lazy: lazyScreen(screens.homeownerInvites) },
                    {
                      path: 'homes/:consumerAccountId/:locationId',
                      lazy: lazyScreen(screens.homeownerHome),
                    },
                    { path: 'account', lazy: lazyScreen(screens.homeownerAccount) },
                  ],
                },
                { path: '*', Component: NotFoundPage },
              ],
            },
            {
              // Signed-in areas (spec 000 §4): everything else is open to signed-out visitors.
              // Loaded with the first signed-in screen: the signed-out pages never need the guard.
              lazy: lazyScreen(async () => (await import('./RequireAuth')).RequireAuth),
              children: [
                // Accepting an invite needs a signed-in user (spec 000 §2); the guard's order
                // puts accepting before email-verify (pending-invite.ts: inviteForRedirect).
                { path: 'sign-up/accept-invite', lazy: lazyScreen(screens.acceptInvite) },
                { path: 'email-verify', lazy: lazyScreen(screens.emailVerify) },
                {
                  element: <RequireFlag flag="AGREEMENT_CHECK" />,
                  children: [{ path: 'agreement-check', lazy: lazyScreen(screens.agreementCheck) }],
                },
                { path: 'company/application', lazy: lazyScreen(screens.companyApplication) },
                {
                  path: 'company/application/status',
                  lazy: lazyScreen(screens.applicationStatus),
                },
                {
                  path: 'company/application/update',
                  lazy: lazyScreen(screens.applicationUpdate),
                },
                { path: 'company/application/join', lazy: lazyScreen(screens.joinCompany) },
                { path: 'profile/*', lazy: lazyScreen(screens.profile) },
                { path: 'mybusiness', children: businessRoutes('/mybusiness') },
                { path: 'onboarding', children: businessRoutes('/onboarding') },
                {
                  element: <RequireFlag flag="PRODUCTS" />,
                  children: [
                    { path: 'products/downloads/:pageType', lazy: lazyScreen(screens.downloads) },
                  ],
                },
                {
                  path: 'admin',
                  Component: RequirePlatformAdmin,
                  children: [
                    {
                      lazy: lazyScreen(screens.adminLayout),
                      children: [
                        { index: true, lazy: lazyScreen(screens.adminCompanies) },
                        { path: 'companies/:companyId', lazy: lazyScreen(screens.adminCompany) },
                        { path: 'subscriptions', lazy: lazyScreen(screens.adminSubscriptions) },
                        { path: 'products', lazy: lazyScreen(screens.adminProducts) },
                      ],
                    },
                    { path: '*', Component: NotFoundPage },
                  ],
                },
                // Unknown paths inside a signed-in area are not found, after signing in.
                { path: 'company/*', Component: NotFoundPage },
                { path: 'products/*', Component: NotFoundPage },
              ],
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
