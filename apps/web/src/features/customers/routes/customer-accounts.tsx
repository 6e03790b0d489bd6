import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageLoader } from '@/shared/ui/PageLoader';
import { CustomerListRoute } from './customer-list';

// The account page (devices, services and their dialogs) loads when a customer is opened, so
// the list does not wait for it.
const CustomerAccountRoute = lazy(async () => ({
  default: (await import('./customer-account')).CustomerAccountRoute,
}));

// The app asks for the list's first page through this module too: the one the router loads, so
// the request need not wait for a file of its own.
export { prefetchFirstCustomersPage } from '@/features/customers/api/get-customers';

/** The customer accounts area (customers/*): the list and a customer's account page. */
export function CustomerAccountsRoute() {
  return (
    <Routes>
      <Route index element={<CustomerListRoute />} />
      <Route
        path=":customerId"
        element={
          <Suspense fallback={<PageLoader />}>
            <CustomerAccountRoute />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
