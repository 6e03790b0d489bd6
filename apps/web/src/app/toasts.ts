// Mantine's toast container as a module of its own, for providers.tsx to load with the first
// toast: a dynamic import of '@mantine/notifications' itself would keep it in every page's load.
export { Notifications } from '@mantine/notifications';
