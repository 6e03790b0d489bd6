import type { DeviceCommandBody, TelemetryReading } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  answerCommand,
  factorySettings,
  type HeldSettings,
  withHeldState,
} from './device-settings';

const reading: TelemetryReading = {
  time: '2026-11-24T12:00:00.000Z',
  temperature: 67.5,
  humidity: 41,
  heatSetpoint: 68,
  coolSetpoint: 75,
  mode: 'Heat',
  equipment: 'Heating',
  fan: 'Auto',
};

function answer(
  command: DeviceCommandBody,
  held = factorySettings(),
  kind = 'thermostat' as const,
) {
  return answerCommand(
    'c',
    command,
    kind,
    withHeldState(reading, held),
    held,
    (after: HeldSettings) => withHeldState(reading, after),
  );
}

describe('a virtual thermostat answering commands', () => {
  it('holds a new setpoint, moves the room with it and says what it was', () => {
    const { reply, held, changed } = answer({ name: 'setState', change: { heatSetpoint: 71 } });
    expect(changed).toBe(true);
    expect(reply).toMatchObject({
      ok: true,
      state: { heatSetpoint: 71, coolSetpoint: 75, temperature: 70.5 },
      before: { heatSetpoint: 68, coolSetpoint: 75, mode: 'Heat', fan: 'Auto' },
    });
    expect(withHeldState(reading, held).heatSetpoint).toBe(71);
  });

  it('pushes the other setpoint to keep the deadband', () => {
    const { reply } = answer({ name: 'setState', change: { heatSetpoint: 80 } });
    expect(reply).toMatchObject({ ok: true, state: { heatSetpoint: 80, coolSetpoint: 83 } });
  });

  it('runs nothing when switched off', () => {
    const { reply } = answer({ name: 'setState', change: { mode: 'Off' } });
    expect(reply).toMatchObject({
      ok: true,
      state: { mode: 'Off', equipment: 'Idle', temperature: 67.5 },
    });
  });

  it('keeps a changed schedule status, Smart Away and installer settings, and forgets them on reset', () => {
    let held = answer({ name: 'setScheduleStatus', status: 'Off' }).held;
    held = answer(
      { name: 'setSmartAway', smartAway: { enabled: true, mode: 'PrioritizeSavings' } },
      held,
    ).held;
    const isu = answer({ name: 'setIsu', values: { heatStages: 2 } }, held);
    expect(isu.reply).toMatchObject({
      ok: true,
      isu: { heatStages: 2 },
      before: { heatStages: 1 },
    });
    held = isu.held;
    expect(held.schedule.status).toBe('Off');
    expect(held.smartAway).toEqual({ enabled: true, mode: 'PrioritizeSavings' });

    const reset = answer({ name: 'reset' }, held);
    expect(reset.held).toEqual(factorySettings());
    expect(reset.reply).toMatchObject({
      ok: true,
      before: { schedule: { status: 'Off' }, isu: { heatStages: 2 } },
    });
  });

  it('refuses thermostat commands as a leak detector, and dries on "no leak" feedback', () => {
    const wet: TelemetryReading = { time: reading.time, leak: true, temperature: 60 };
    const asDetector = (command: DeviceCommandBody) =>
      answerCommand('c', command, 'leakDetector', wet, factorySettings(), () => wet);
    expect(asDetector({ name: 'getSchedule' }).reply).toMatchObject({ ok: false });
    const notALeak = asDetector({
      name: 'leakFeedback',
      feedback: { isLeak: 'No', intentionalUsageBy: 'WashingMachine' },
    });
    expect(notALeak).toMatchObject({
      dried: true,
      reply: { ok: true, state: { leak: false }, before: { leak: true } },
    });
    const aLeak = asDetector({ name: 'leakFeedback', feedback: { isLeak: 'Yes' } });
    expect(aLeak.dried).toBe(false);
  });
});
