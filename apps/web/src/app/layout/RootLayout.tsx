import { Outlet, useLocation } from 'react-router';
import { BusinessNav } from './BusinessNav';
import { isBusinessArea } from './layout-rules';
import { Shell } from './Shell';

/** The layout of every route: the full shell, with the left navigation in the business area. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <Shell leftNav={isBusinessArea(pathname) ? <BusinessNav /> : undefined}>
      <Outlet />
    </Shell>
  );
}
