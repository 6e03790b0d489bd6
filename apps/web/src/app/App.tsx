import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createQueryClient, prefetchEveryPagesQueries } from './query-client';
import { createAppRoutes } from './routes/app-routes';

const router = createBrowserRouter(createAppRoutes());

// Created with the page, like the router, so the first queries start while the code and the
// translations still load (main.tsx renders once the translations are in).
const queryClient = createQueryClient();
prefetchEveryPagesQueries(queryClient);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
