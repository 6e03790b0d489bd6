import { notifications } from '@mantine/notifications';

// One look for every screen's outcomes: green when done, red when refused.

export function toastSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

export function toastError(message: string): void {
  notifications.show({ color: 'red', message });
}
