import { Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { AdminNav } from '@/features/admin/components/AdminNav';

/** The frame of every /admin page: the administration's navigation above the page. */
export function AdminLayoutRoute() {
  return (
    <Stack gap="lg">
      <AdminNav />
      <Outlet />
    </Stack>
  );
}
