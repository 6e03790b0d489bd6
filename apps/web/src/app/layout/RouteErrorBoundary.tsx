import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportClientError } from '@/shared/lib/report-error';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageError } from '@/shared/ui/PageError';
import { Shell } from './Shell';

/** A thrown 404 shows the not-found page; anything else the page-error screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) {
      console.error('Screen failed', error);
      // The screen is gone (a viewer that cannot load, spec 000 §8): reported as fatal.
      reportClientError(error, 'critical');
    }
  }, [error, notFound]);

  return notFound ? <NotFoundPage /> : <PageError />;
}

/** When the layout itself fails there is no header to trust: the error stands alone. */
export function RootErrorBoundary() {
  return (
    <Shell header={false} footer={false}>
      <RouteErrorBoundary />
    </Shell>
  );
}
