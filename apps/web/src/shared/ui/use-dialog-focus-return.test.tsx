import { Button, Menu, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useDialogFocusReturn } from './use-dialog-focus-return';

/** A page whose dialogs, like ours, are rendered only while open: one from a button, one from a menu. */
function Page() {
  useDialogFocusReturn();
  const [dialog, setDialog] = useState<'edit' | 'history' | null>(null);
  return (
    <>
      <Button onClick={() => setDialog('edit')}>Edit customer</Button>
      <Menu>
        <Menu.Target>
          <Button>More actions</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setDialog('history')}>History</Menu.Item>
          <Menu.Item>Unregister</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog && (
        <Modal opened onClose={() => setDialog(null)} title={dialog}>
          <Button>Save</Button>
        </Modal>
      )}
    </>
  );
}

describe('focus after a dialog closes', () => {
  it('returns to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    const opener = screen.getByRole('button', { name: 'Edit customer' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'edit' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('returns to the menu button when a menu item opened it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    const menuButton = screen.getByRole('button', { name: 'More actions' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    // jsdom lays nothing out, so the menu's own first focus (e2e/tests/keyboard.spec.ts) is not
    // seen here: the item is focused by hand.
    (await screen.findByRole('menuitem', { name: 'History' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'history' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });
});
