import type { AlertSetting } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AlertDraft,
  draftOf,
} from '@/features/alert-profile/components/settings/alert-drafts';
import { EditAlertDrawer } from '@/features/alert-profile/components/settings/EditAlertDrawer';
import { renderWithProviders } from '@/test/render';
import { filterDue, highVoc, lowTemperature } from './settings-fixtures';

function openPane(setting: AlertSetting, draft: AlertDraft = draftOf(setting)) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <EditAlertDrawer setting={setting} draft={draft} onDone={onDone} onClose={onClose} />,
  );
  return { user: userEvent.setup(), onDone, onClose, pane: screen.getByRole('dialog') };
}

// jsdom lays nothing out; Mantine's dropdown scrolls the chosen option into view.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

async function choicesOf(user: ReturnType<typeof userEvent.setup>, label: string) {
  const select = screen.getByRole('combobox', { name: label });
  await user.click(select);
  const list = await waitFor(() => {
    const found = document.getElementById(select.getAttribute('aria-controls') ?? '');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  const choices = within(list)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return choices;
}

describe('the edit pane of a VOC or CO2 alert (spec 000 §5)', () => {
  it('offers no Good level, and 1 hour first among the observed times', async () => {
    const { user } = openPane(highVoc());
    expect(await choicesOf(user, 'Threshold')).toEqual(['Medium', 'High', 'Very high']);
    expect(await choicesOf(user, 'Observed time')).toEqual([
      '1 hour',
      '2 hours',
      '4 hours',
      '8 hours',
    ]);
  });

  it('shows a stored Good level as Medium', () => {
    openPane(highVoc({ configData: { threshold: 'Good', observedTime: 'PT2H' } }));
    expect(screen.getByRole('combobox', { name: 'Threshold' })).toHaveProperty('value', 'Medium');
  });
});

describe('the edit pane', () => {
  it('shows the title, the translated description and default recommended action, and its length', () => {
    const { pane } = openPane(lowTemperature());
    expect(within(pane).getByRole('heading', { name: 'Low indoor temperature' })).toBeTruthy();
    expect(
      within(pane).getByText('The temperature at the thermostat stays below the threshold.'),
    ).toBeTruthy();
    const action = screen.getByRole('textbox', { name: 'Recommended action' });
    expect((action as HTMLTextAreaElement).value).toMatch(/^Call the homeowner: the heating/);
    expect(action.getAttribute('maxlength')).toBe('300');
    const length = (action as HTMLTextAreaElement).value.length;
    expect(within(pane).getByText(`${length}/300`)).toBeTruthy();
  });

  it('applies the edit on Done, the default action still as the default', async () => {
    const { user, onDone } = openPane(lowTemperature());
    await user.click(screen.getByRole('button', { name: 'Increase threshold' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledWith('LowIndoorTemperature', {
      isEnabled: true,
      threshold: 51,
      observedTime: 'PT30M',
      recommendedAction: null,
    });
  });

  it('keeps an own recommended action, and drops the edit on Cancel', async () => {
    const { user, onDone, onClose } = openPane(lowTemperature());
    const action = screen.getByRole('textbox', { name: 'Recommended action' });
    await user.clear(action);
    await user.type(action, 'Ring Sam first.');
    expect(screen.getByText('15/300')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('disables every control but the switch while the alert is disabled', async () => {
    const { user } = openPane(lowTemperature());
    await user.click(screen.getByRole('switch', { name: 'Enable alert' }));
    for (const name of ['Increase threshold', 'Decrease threshold']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    expect(screen.getByRole('combobox', { name: 'Observed time' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('textbox', { name: 'Recommended action' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('switch', { name: 'Enable alert' })).toHaveProperty('disabled', false);
  });

  it('offers the counts of a reminder with Off first, and no observed time where it has none', async () => {
    const { user } = openPane(filterDue());
    const counts = await choicesOf(user, 'Threshold');
    expect(counts.slice(0, 3)).toEqual(['Off', '1 day', '2 days']);
    expect(counts).toHaveLength(15);
    expect(screen.queryByRole('combobox', { name: 'Observed time' })).toBeNull();
  });
});
