import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

/**
 * Where each screen's code lives. The app layer is the only place that knows the features;
 * every import is dynamic, so each screen is its own chunk, fetched on first visit.
 */
export const screens = {
  signIn: async () => (await import('@/features/auth/routes/sign-in')).SignInRoute,
  signUp: async () => (await import('@/features/sign-up/routes/sign-up')).SignUpRoute,
  acceptInvite: async () =>
    (await import('@/features/sign-up/routes/accept-invite')).AcceptInviteRoute,
  acceptInviteLanding: async () =>
    (await import('@/features/sign-up/routes/accept-invite-landing')).AcceptInviteLandingRoute,
  emailVerify: async () => (await import('@/features/auth/routes/email-verify')).EmailVerifyRoute,
  agreementCheck: async () =>
    (await import('@/features/agreement/routes/agreement-check')).AgreementCheckRoute,
  companyApplication: async () =>
    (await import('@/features/company-application/routes/application')).CompanyApplicationRoute,
  applicationStatus: async () =>
    (await import('@/features/company-application/routes/application-status'))
      .ApplicationStatusRoute,
  applicationUpdate: async () =>
    (await import('@/features/company-application/routes/application-update'))
      .ApplicationUpdateRoute,
  joinCompany: async () =>
    (await import('@/features/company-application/routes/join-company')).JoinCompanyRoute,
  profile: async () => (await import('@/features/profile/routes/profile')).ProfileRoute,
  downloads: async () => (await import('@/features/downloads/routes/downloads')).DownloadsRoute,
  businessHome: async () =>
    (await import('@/features/business-home/routes/home')).BusinessHomeRoute,
  training: async () => (await import('@/features/training/routes/training')).TrainingRoute,
  customerAccounts: async () =>
    (await import('@/features/customers/routes/customer-accounts')).CustomerAccountsRoute,
  accountLookup: async () => {
    const [account, panel, { accountLookupScreen }] = await Promise.all([
      import('@/features/customers/routes/customer-account'),
      import('@/features/remote-sessions/components/panel/RemoteDevicePanel'),
      import('./account-lookup'),
    ]);
    return accountLookupScreen(account.CustomerAccountRoute, panel.RemoteDevicePanel);
  },
  businessIntelligence: async () =>
    (await import('@/features/business-intelligence/routes/business-intelligence'))
      .BusinessIntelligenceRoute,
  coBranding: async () =>
    (await import('@/features/co-branding/routes/co-branding')).CoBrandingRoute,
  companyInfo: async () =>
    (await import('@/features/company/routes/company-info')).CompanyInfoRoute,
  companyContact: async () =>
    (await import('@/features/company/routes/company-contact')).CompanyContactRoute,
  employees: async () => (await import('@/features/company/routes/employees')).EmployeesRoute,
  joinRequests: async () =>
    (await import('@/features/company/routes/join-requests')).JoinRequestsRoute,
  isuTemplates: async () =>
    (await import('@/features/remote-sessions/routes/isu-templates')).IsuTemplatesRoute,
  serviceSetup: async () =>
    (await import('@/features/service-setup/routes/service-setup')).ServiceSetupRoute,
  serviceSetupAutoStart: async () =>
    (await import('@/features/service-setup/routes/setup-auto-start')).SetupAutoStartRoute,
  serviceSetupBanner: async () =>
    (await import('@/features/service-setup/components/ServiceSetupBanner')).ServiceSetupBanner,
  remoteSessionBanner: async () =>
    (await import('@/features/remote-sessions/components/banner/RemoteSessionBanner'))
      .RemoteSessionBanner,
  brandProfileSettings: async () =>
    (await import('@/features/brand-profile/routes/brand-profile-settings'))
      .BrandProfileSettingsRoute,
  customerAlertsSettings: async () =>
    (await import('@/features/alert-profile/routes/customer-alerts-settings'))
      .CustomerAlertsSettingsRoute,
  brandProfile: async () =>
    (await import('@/features/brand-profile/routes/brand-profile')).BrandProfileRoute,
  brandProfileNew: async () =>
    (await import('@/features/brand-profile/routes/brand-profile-new')).BrandProfileNewRoute,
  brandProfileView: async () =>
    (await import('@/features/brand-profile/routes/brand-profile-view')).BrandProfileViewRoute,
  alertsDashboard: async () =>
    (await import('@/features/alerts/routes/alerts-dashboard')).AlertsDashboardRoute,
  alertSettings: async () =>
    (await import('@/features/alert-profile/routes/alert-settings')).AlertSettingsRoute,
  proAlertsRequired: async () =>
    (await import('@/features/alert-profile/routes/pro-alerts-required')).ProAlertsRequiredRoute,
  adminCompanies: async () =>
    (await import('@/features/admin/routes/admin-companies')).AdminCompaniesRoute,
  adminCompany: async () =>
    (await import('@/features/admin/routes/admin-company')).AdminCompanyRoute,
  adminLayout: async () => (await import('@/features/admin/routes/admin-layout')).AdminLayoutRoute,
  adminSubscriptions: async () =>
    (await import('@/features/admin/routes/admin-subscriptions')).AdminSubscriptionsRoute,
  adminProducts: async () =>
    (await import('@/features/admin/routes/admin-products')).AdminProductsRoute,
  homeAppLayout: async () =>
    (await import('@/features/home-app/routes/home-app-layout')).HomeAppLayoutRoute,
  requireHomeowner: async () =>
    (await import('@/features/home-app/routes/require-homeowner')).RequireHomeownerRoute,
  homeownerSignIn: async () =>
    (await import('@/features/home-app/routes/sign-in')).HomeownerSignInRoute,
  homeownerSignUp: async () =>
    (await import('@/features/home-app/routes/sign-up')).HomeownerSignUpRoute,
  homeownerInvite: async () => (await import('@/features/home-app/routes/invite')).InviteRoute,
  homeownerHomes: async () => (await import('@/features/home-app/routes/homes')).HomesRoute,
  homeownerInvites: async () => (await import('@/features/home-app/routes/invites')).InvitesRoute,
  homeownerHome: async () => (await import('@/features/home-app/routes/home')).HomeRoute,
  homeownerAccount: async () => (await import('@/features/home-app/routes/account')).AccountRoute,
} satisfies Record<string, () => Promise<ComponentType>>;

/** Loads a screen on first visit. A fresh object per route: the router consumes it while loading. */
export function lazyScreen(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return { Component: load };
}

/** Loads a route's loader on first visit; a fresh object per route, like lazyScreen. */
export function lazyLoader(load: () => Promise<LoaderFunction>): RouteObject['lazy'] {
  return { loader: load };
}
