import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { CustomerAccountRoute } from './customer-account';
import { CustomerListRoute } from './customer-list';

/** The customer accounts area (customers/*): the list and a customer's account page. */
export function CustomerAccountsRoute() {
  return (
    <Routes>
      <Route index element={<CustomerListRoute />} />
      <Route path=":customerId" element={<CustomerAccountRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
