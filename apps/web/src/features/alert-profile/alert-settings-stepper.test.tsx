import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  repeatDelay,
  startRepeating,
} from '@/features/alert-profile/components/settings/hold-to-repeat';
import { ThresholdStepper } from '@/features/alert-profile/components/settings/ThresholdStepper';
import { renderWithProviders } from '@/test/render';

/** The moments, in ms from the press, at which a held button stepped. */
function stepTimes(totalMs: number): number[] {
  const times: number[] = [];
  const stop = startRepeating(() => {
    times.push(Date.now());
    return true;
  });
  vi.advanceTimersByTime(totalMs);
  stop();
  return times;
}

describe('hold-to-repeat timing (spec 000 §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms, then 250 ms five times, then 150 ms', () => {
    const times = stepTimes(2_350);
    const gaps = times.map((time, index) => time - (times[index - 1] ?? 0));
    expect(gaps).toEqual([500, 250, 250, 250, 250, 250, 150, 150, 150, 150]);
    expect([0, 1, 5, 6, 40].map(repeatDelay)).toEqual([500, 250, 250, 150, 150]);
  });

  it('does not repeat before 500 ms, and stops when released', () => {
    expect(stepTimes(499)).toEqual([]);
    let steps = 0;
    const stop = startRepeating(() => {
      steps += 1;
      return true;
    });
    vi.advanceTimersByTime(750);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(steps).toBe(2);
  });

  it('stops by itself when a step reaches the bound', () => {
    let steps = 0;
    startRepeating(() => {
      steps += 1;
      return steps < 3;
    });
    vi.advanceTimersByTime(10_000);
    expect(steps).toBe(3);
  });
});

function Stepper({ start, disabled = false }: { start: number; disabled?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <ThresholdStepper
      label="Threshold"
      value={value}
      unit="FAHRENHEIT"
      disabled={disabled}
      onChange={setValue}
    />
  );
}

function renderStepper(start: number, disabled = false) {
  renderWithProviders(<Stepper start={start} disabled={disabled} />);
  return {
    value: () => screen.getByRole('status').textContent,
    plus: () => screen.getByRole('button', { name: 'Increase threshold' }),
    minus: () => screen.getByRole('button', { name: 'Decrease threshold' }),
  };
}

describe('the threshold stepper', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('steps once on a press and repeats while held, announcing the value', () => {
    vi.useFakeTimers();
    const stepper = renderStepper(50);
    fireEvent.pointerDown(stepper.plus(), { button: 0 });
    expect(stepper.value()).toBe('51 °F');
    act(() => vi.advanceTimersByTime(500));
    expect(stepper.value()).toBe('52 °F');
    act(() => vi.advanceTimersByTime(250 * 5 + 150));
    expect(stepper.value()).toBe('58 °F');
    fireEvent.pointerUp(window);
    act(() => vi.advanceTimersByTime(2_000));
    expect(stepper.value()).toBe('58 °F');
    // The pointer's click after the press is not a step more.
    fireEvent.click(stepper.plus(), { detail: 1 });
    expect(stepper.value()).toBe('58 °F');
  });

  it('stops at 90 and disables + there', () => {
    vi.useFakeTimers();
    const stepper = renderStepper(88);
    fireEvent.pointerDown(stepper.plus(), { button: 0 });
    act(() => vi.advanceTimersByTime(5_000));
    expect(stepper.value()).toBe('90 °F');
    expect(stepper.plus()).toHaveProperty('disabled', true);
    expect(stepper.minus()).toHaveProperty('disabled', false);
  });

  it('stops at 10 and disables − there', () => {
    vi.useFakeTimers();
    const stepper = renderStepper(12);
    fireEvent.pointerDown(stepper.minus(), { button: 0 });
    act(() => vi.advanceTimersByTime(5_000));
    expect(stepper.value()).toBe('10 °F');
    expect(stepper.minus()).toHaveProperty('disabled', true);
    expect(stepper.plus()).toHaveProperty('disabled', false);
  });

  it('steps on each keydown of Enter or Space, so a held key repeats at the key rate', async () => {
    const user = userEvent.setup();
    const stepper = renderStepper(50);
    stepper.plus().focus();
    await user.keyboard('{Enter}');
    expect(stepper.value()).toBe('51 °F');
    await user.keyboard('{Enter>3/}');
    expect(stepper.value()).toBe('54 °F');
    await user.keyboard(' ');
    expect(stepper.value()).toBe('55 °F');
    stepper.minus().focus();
    await user.keyboard(' ');
    expect(stepper.value()).toBe('54 °F');
  });

  it('a click without a pointer (a screen reader) steps once', () => {
    const stepper = renderStepper(50);
    fireEvent.click(stepper.minus(), { detail: 0 });
    expect(stepper.value()).toBe('49 °F');
  });

  it('does nothing while the alert is disabled', () => {
    const stepper = renderStepper(50, true);
    expect(stepper.plus()).toHaveProperty('disabled', true);
    expect(stepper.minus()).toHaveProperty('disabled', true);
  });
});
