import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

export function renderWithProviders(ui: ReactNode) {
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}

/** Renders real route objects at a path, as a browser that opened the portal there would. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}
