import { HOUR_MS, MINUTE_MS } from './clock';
import { CONDITIONS_OF_KIND, type Condition, type Conditions, type DeviceKind } from './models';
import { seedOf, uniform } from './random';

/**
 * What the developer endpoint (and an e2e spec) can make a virtual device do: start a leak,
 * smoke or CO alarm, a hot home or a low battery, go offline, or clear every fault.
 */
export const SimulatorFault = [
  'leak',
  'smoke',
  'co',
  'highTemperature',
  'lowBattery',
  'offline',
  'clear',
] as const;
export type SimulatorFault = (typeof SimulatorFault)[number];

/** Whether a device of this kind has the sensor the fault needs (every device can clear). */
export function faultApplies(kind: DeviceKind, fault: SimulatorFault): boolean {
  return fault === 'clear' || CONDITIONS_OF_KIND[kind].includes(fault);
}

/** The device's conditions after the fault at `at`: clear ends them all, a fault starts its own. */
export function afterFault(conditions: Conditions, fault: SimulatorFault, at: number): Conditions {
  return fault === 'clear' ? {} : { ...conditions, [fault]: at };
}

/** A device of the fleet as the script sees it. */
export type ScriptCandidate = {
  id: string;
  macAddress: string;
  kind: DeviceKind;
  /** Its alerts reach its company's dashboard (the alert engine's rule: proAlertsCompany). */
  proAlerts: boolean;
};

/** The scripted faults: conditions the devices start in (their backfill shows them) and a leak. */
type Script = {
  conditions: Map<string, Conditions>;
  leak: { deviceId: string; afterMs: number } | undefined;
};

/**
 * How long before the fleet starts each backfilled fault began: long enough for the alert
 * engine (which counts in device time) to open its alert from the backfill or the first live
 * readings: High indoor temperature observes 30 minutes, High VOC level 2 hours, Device
 * offline 4 hours; low battery opens at once.
 */
const BACKFILLED: readonly {
  kind: DeviceKind;
  condition: Condition;
  before: number;
}[] = [
  { kind: 'thermostat', condition: 'highTemperature', before: 40 * MINUTE_MS },
  { kind: 'smokeDetector', condition: 'highVocs', before: 3 * HOUR_MS },
  { kind: 'leakDetector', condition: 'lowBattery', before: 6 * HOUR_MS },
  { kind: 'thermostat', condition: 'offline', before: 5 * HOUR_MS },
];
/** The scripted leak comes this long after start, plus up to LEAK_SPREAD_MS. */
const LEAK_AFTER_MS = 20_000;
const LEAK_SPREAD_MS = 10_000;

/**
 * Picks the devices of the scripted faults so the demo shows live alerts within a minute: the
 * first device of the fault's kind by MAC address, Pro Alerts devices first, each device once. In the
 * demo data that is customer 7's leak detector for the leak (A4:E1:00:00:07:00), customer 2's
 * thermostat hot (…:02:02) and smoke detector's VOCs high (…:02:00), customer 17's leak
 * detector at 12 % (…:11:02) and customer 12's thermostat offline (…:0C:00).
 */
export function scriptFaults(devices: readonly ScriptCandidate[], startedAt: number): Script {
  const order = [...devices].sort(
    (a, b) => Number(b.proAlerts) - Number(a.proAlerts) || a.macAddress.localeCompare(b.macAddress),
  );
  const used = new Set<string>();
  const take = (kind: DeviceKind) => {
    const device = order.find((d) => !used.has(d.id) && d.kind === kind);
    if (device) used.add(device.id);
    return device;
  };

  const leaking = take('leakDetector');
  const conditions = new Map<string, Conditions>();
  for (const { kind, condition, before } of BACKFILLED) {
    const device = take(kind);
    if (device) conditions.set(device.id, { [condition]: startedAt - before });
  }
  return {
    conditions,
    leak: leaking && {
      deviceId: leaking.id,
      afterMs: LEAK_AFTER_MS + Math.floor(LEAK_SPREAD_MS * uniform(seedOf(leaking.macAddress), 1)),
    },
  };
}
