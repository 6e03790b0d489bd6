import { createElement } from 'react';
import { type RouteObject, redirect } from 'react-router';
import {
  RequireCustomerAccess,
  RequireFlag,
  RequireNavEntry,
  RequireProAlertsSettings,
} from './guards';
import { lazyScreen, screens } from './screens';

/**
 * The children of /mybusiness (spec 000 §2), also mounted under /onboarding. An area the spec
 * writes as `name/*` keeps its inner paths to itself (a splat) until its issue defines them; the
 * inner routes the spec names have their own screens. Any other child is not found. Guards: flagged
 * sections are not found while their flag is off; customer accounts, the company area, the Pro
 * Alerts settings, business intelligence and co-branding show the no-access page to those they
 * are not for.
 */
export function businessRoutes(base: '/mybusiness' | '/onboarding'): RouteObject[] {
  const toHome = () => redirect(`${base}/home`);
  return [
    { index: true, loader: toHome, element: null },
    { path: 'dashboard', loader: toHome, element: null },
    {
      // Sends the partner to the service setup wizard when setup starts (spec 000 §4).
      lazy: lazyScreen(screens.serviceSetupAutoStart),
      children: [{ path: 'home', lazy: lazyScreen(screens.businessHome) }],
    },
    { path: 'training', lazy: lazyScreen(screens.training) },
    {
      Component: RequireCustomerAccess,
      children: [
        { path: 'customers/*', lazy: lazyScreen(screens.customerAccounts) },
        {
          path: 'customers/account-lookup/:customerId/:deviceId',
          lazy: lazyScreen(screens.accountLookup),
        },
      ],
    },
    {
      element: createElement(RequireNavEntry, { entry: 'businessIntelligence' }),
      children: [
        { path: 'business-intelligence/*', lazy: lazyScreen(screens.businessIntelligence) },
      ],
    },
    {
      element: createElement(RequireNavEntry, { entry: 'partners' }),
      children: [{ path: 'co-branding/*', lazy: lazyScreen(screens.coBranding) }],
    },
    {
      element: createElement(RequireNavEntry, { entry: 'manageCompany' }),
      children: [
        { path: 'company/*', lazy: lazyScreen(screens.companyInfo) },
        { path: 'company/contact', lazy: lazyScreen(screens.companyContact) },
        { path: 'company/employees', lazy: lazyScreen(screens.employees) },
        { path: 'company/employees/requested', lazy: lazyScreen(screens.joinRequests) },
        { path: 'company/isu-templates', lazy: lazyScreen(screens.isuTemplates) },
      ],
    },
    { path: 'services/setup', lazy: lazyScreen(screens.serviceSetup) },
    {
      path: 'services/setup/brand-profile-settings',
      lazy: lazyScreen(screens.brandProfileSettings),
    },
    {
      element: createElement(RequireFlag, { flag: 'COMPLETE_SERVICE_SETUP' }),
      children: [
        {
          Component: RequireProAlertsSettings,
          children: [
            {
              path: 'services/setup/customer-alerts-settings',
              lazy: lazyScreen(screens.customerAlertsSettings),
            },
          ],
        },
      ],
    },
    { path: 'services/brand-profile/*', lazy: lazyScreen(screens.brandProfile) },
    { path: 'services/brand-profile/new', lazy: lazyScreen(screens.brandProfileNew) },
    { path: 'services/brand-profile/view', lazy: lazyScreen(screens.brandProfileView) },
    {
      element: createElement(RequireFlag, { flag: 'CUSTOMER_ALERTS' }),
      children: [{ path: 'alerts/dashboard/*', lazy: lazyScreen(screens.alertsDashboard) }],
    },
    {
      element: createElement(RequireFlag, { flag: 'CUSTOMIZE_ALERT_SETTINGS' }),
      children: [
        {
          Component: RequireProAlertsSettings,
          children: [{ path: 'alerts/alert-settings', lazy: lazyScreen(screens.alertSettings) }],
        },
      ],
    },
  ];
}
