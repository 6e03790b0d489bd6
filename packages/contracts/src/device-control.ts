import { z } from 'zod';
import {
  type DeviceType,
  FanSwitch,
  FanSwitchRequest,
  IntentionalUsageBy,
  IsLeakMode,
  IsuComponentType,
  SchedulableSystemSwitch,
  ScheduleDay,
  SchedulePeriodType,
  ScheduleSubtype,
  ScheduleType,
  SmartAwayMode,
} from './enums';
import { connectionOf } from './paging';
import { EquipmentStatus, ThermostatMode } from './telemetry';

// Working on a device (issue 17): what the portal reads from and changes on a thermostat or a
// leak detector, and how the server and the device talk about it over MQTT. The device holds
// its own state; the server asks it (a command), and the device answers with what it holds
// afterwards. A partner may do so only inside a session in progress (NO_ACTIVE_SESSION
// otherwise); the homeowner always may on their own devices.

const timestamp = z.iso.datetime({ offset: true });

// What kind of device a product device type is, for the device work calls (which calls a
// device takes), the simulator (which model speaks for it) and the web app (which panel it
// shows). One list, so that nobody asks a device for what the simulated one of its type cannot
// answer.

export const DeviceKind = ['thermostat', 'leakDetector', 'smokeDetector', 'valve'] as const;
export type DeviceKind = (typeof DeviceKind)[number];

/** The device types that take commands and report telemetry; the others are of no kind. */
export const KIND_OF_DEVICE_TYPE = {
  Thermostat: 'thermostat',
  WiFiThermostat: 'thermostat',
  FujiThermostat: 'thermostat',
  HoudiniThermostat: 'thermostat',
  DenaliThermostat: 'thermostat',
  Wld: 'leakDetector',
  WaterLeakDetector3: 'leakDetector',
  SmokeDetector: 'smokeDetector',
  ShutOffValve: 'valve',
  SmartMeterValve: 'valve',
} as const satisfies Partial<Record<DeviceType, DeviceKind>>;

/** The kind of a device of this type, or null for one that takes no commands (a camera, a lock). */
export function deviceKindOf(deviceType: DeviceType): DeviceKind | null {
  const kinds: Partial<Record<DeviceType, DeviceKind>> = KIND_OF_DEVICE_TYPE;
  return kinds[deviceType] ?? null;
}

/** Setpoints are whole °F, as the thermostats show them. */
export const HEAT_SETPOINT = { min: 40, max: 90 } as const;
export const COOL_SETPOINT = { min: 50, max: 99 } as const;
/** In Auto the thermostat keeps cooling at least this far above heating (°F). */
export const SETPOINT_DEADBAND = 3;

const heatSetpoint = z.number().int().min(HEAT_SETPOINT.min).max(HEAT_SETPOINT.max);
const coolSetpoint = z.number().int().min(COOL_SETPOINT.min).max(COOL_SETPOINT.max);

function deadbandKept(value: { heatSetpoint?: number; coolSetpoint?: number }): boolean {
  const { heatSetpoint: heat, coolSetpoint: cool } = value;
  return heat === undefined || cool === undefined || cool - heat >= SETPOINT_DEADBAND;
}
const DEADBAND_MESSAGE = `The cooling setpoint must be at least ${SETPOINT_DEADBAND} °F above the heating setpoint.`;

/** What a thermostat holds and measures now (CDM read, and the answer of every command). */
export const DeviceControlState = z
  .object({
    deviceId: z.uuid(),
    /** When the device answered. */
    readAt: timestamp,
    temperature: z.number().nullable(),
    humidity: z.number().nullable(),
    heatSetpoint: z.number().int().nullable(),
    coolSetpoint: z.number().int().nullable(),
    mode: z.enum(ThermostatMode).nullable(),
    fan: z.enum(FanSwitch).nullable(),
    equipment: z.enum(EquipmentStatus).nullable(),
    /** Whether the thermostat follows its schedule. */
    scheduleStatus: z.enum(SchedulableSystemSwitch).nullable(),
    /** A leak detector's state; null on a thermostat. */
    leak: z.boolean().nullable(),
  })
  .meta({ id: 'DeviceControlState' });
export type DeviceControlState = z.infer<typeof DeviceControlState>;

/** POST cdm/{deviceId}/command: what to change, one field or several. */
export const CdmCommand = z
  .object({
    heatSetpoint: heatSetpoint.optional(),
    coolSetpoint: coolSetpoint.optional(),
    mode: z.enum(ThermostatMode).optional(),
    fan: z.enum(FanSwitchRequest).optional(),
  })
  .strict()
  .refine((command) => Object.keys(command).length > 0, {
    message: 'Name at least one of heatSetpoint, coolSetpoint, mode and fan.',
  })
  .refine(deadbandKept, { message: DEADBAND_MESSAGE, path: ['coolSetpoint'] })
  .meta({ id: 'CdmCommand' });
export type CdmCommand = z.infer<typeof CdmCommand>;

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Write the time as HH:MM (00:00 to 23:59).');

export const SchedulePeriod = z
  .object({
    periodType: z.enum(SchedulePeriodType),
    startTime: clockTime,
    heatSetpoint,
    coolSetpoint,
  })
  .refine(deadbandKept, { message: DEADBAND_MESSAGE, path: ['coolSetpoint'] })
  .meta({ id: 'SchedulePeriod' });
export type SchedulePeriod = z.infer<typeof SchedulePeriod>;

/** A thermostat holds at most this many periods a day. */
export const MAX_PERIODS_PER_DAY = 6;

export const ScheduleDayPeriods = z
  .object({
    day: z.enum(ScheduleDay),
    periods: z
      .array(SchedulePeriod)
      .min(1)
      .max(MAX_PERIODS_PER_DAY)
      .refine(
        (periods) =>
          periods.every((p, i) => i === 0 || (periods[i - 1]?.startTime ?? '') < p.startTime),
        {
          message: 'Periods start one after another, each later than the one before.',
        },
      ),
  })
  .meta({ id: 'ScheduleDayPeriods' });

const Comfort = z
  .object({ heatSetpoint, coolSetpoint })
  .refine(deadbandKept, { message: DEADBAND_MESSAGE, path: ['coolSetpoint'] });

/**
 * A thermostat's schedule: Timed follows `days` (each of the seven once); Geofenced follows the
 * household's phones between `home` and `away`; GeofencedWithSleep adds `sleep`.
 */
export const ThermostatSchedule = z
  .object({
    scheduleType: z.enum(ScheduleType),
    scheduleSubtype: z.enum(ScheduleSubtype),
    status: z.enum(SchedulableSystemSwitch),
    days: z
      .array(ScheduleDayPeriods)
      .length(ScheduleDay.length)
      .refine((days) => new Set(days.map((d) => d.day)).size === ScheduleDay.length, {
        message: 'Give each day of the week once.',
      }),
    home: Comfort,
    away: Comfort,
    sleep: z
      .object({ startTime: clockTime, endTime: clockTime, heatSetpoint, coolSetpoint })
      .refine(deadbandKept, { message: DEADBAND_MESSAGE, path: ['coolSetpoint'] }),
  })
  .meta({ id: 'ThermostatSchedule' });
export type ThermostatSchedule = z.infer<typeof ThermostatSchedule>;

/** PUT .../schedule/enabled: whether the thermostat follows its schedule. */
export const ScheduleEnabledRequest = z
  .object({ status: z.enum(SchedulableSystemSwitch) })
  .strict()
  .meta({ id: 'ScheduleEnabledRequest' });
/** PUT .../schedule/mode: which kind of schedule it follows. */
export const ScheduleModeRequest = z
  .object({ scheduleType: z.enum(ScheduleType) })
  .strict()
  .meta({ id: 'ScheduleModeRequest' });

/** Smart Away: the thermostat saves energy when the household is out, as keen as `mode` says. */
export const SmartAway = z
  .object({ enabled: z.boolean(), mode: z.enum(SmartAwayMode) })
  .strict()
  .meta({ id: 'SmartAway' });
export type SmartAway = z.infer<typeof SmartAway>;

/**
 * PUT devices/{deviceId}/feedback/LeakAlert: whether the water the detector found was a leak.
 * When it was not (`No`), say what the water was for; the detector then rests until it is dry.
 */
export const LeakFeedback = z
  .object({
    isLeak: z.enum(IsLeakMode),
    intentionalUsageBy: z.enum(IntentionalUsageBy).optional(),
    note: z.string().trim().max(500).optional(),
  })
  .strict()
  .refine((feedback) => feedback.isLeak !== 'No' || feedback.intentionalUsageBy !== undefined, {
    message: 'Say what the water was used for when it was not a leak.',
    path: ['intentionalUsageBy'],
  })
  .meta({ id: 'LeakFeedback' });
export type LeakFeedback = z.infer<typeof LeakFeedback>;

/**
 * Installer set-up (ISU): the settings an installer makes once, on the thermostat's installer
 * menu. Each setting is one component; the server sends its label in the caller's language.
 */
type IsuDefinition =
  | { id: string; type: 'SingleSelect'; options: readonly string[]; defaultValue: string }
  | { id: string; type: 'MultiSelect'; options: readonly string[]; defaultValue: readonly string[] }
  | {
      id: string;
      type: 'Number';
      min: number;
      max: number;
      unit: string | null;
      defaultValue: number;
    }
  | { id: string; type: 'String'; maxLength: number; defaultValue: string };

export const ISU_COMPONENTS = [
  {
    id: 'systemType',
    type: 'SingleSelect',
    options: ['ConventionalForcedAir', 'HeatPump', 'Radiant', 'CoolOnly'],
    defaultValue: 'ConventionalForcedAir',
  },
  { id: 'heatStages', type: 'Number', min: 0, max: 3, unit: null, defaultValue: 1 },
  { id: 'coolStages', type: 'Number', min: 0, max: 2, unit: null, defaultValue: 1 },
  {
    id: 'reversingValve',
    type: 'SingleSelect',
    options: ['O', 'B'],
    defaultValue: 'O',
  },
  {
    id: 'accessories',
    type: 'MultiSelect',
    options: ['Humidifier', 'Dehumidifier', 'Ventilator', 'AirCleaner'],
    defaultValue: [],
  },
  { id: 'minCycleOffMinutes', type: 'Number', min: 1, max: 10, unit: 'min', defaultValue: 5 },
  {
    id: 'temperatureDisplay',
    type: 'SingleSelect',
    options: ['Fahrenheit', 'Celsius'],
    defaultValue: 'Fahrenheit',
  },
  { id: 'installerNote', type: 'String', maxLength: 200, defaultValue: '' },
] as const satisfies readonly IsuDefinition[];
export type IsuComponentId = (typeof ISU_COMPONENTS)[number]['id'];
export const ISU_COMPONENT_IDS = ISU_COMPONENTS.map((c) => c.id) as IsuComponentId[];

const IsuValue = z.union([z.string().max(200), z.number(), z.array(z.string().max(60)).max(20)]);
/** The values of some or all components, by component id. */
export const IsuValues = z.record(z.string(), IsuValue).meta({ id: 'IsuValues' });
export type IsuValues = z.infer<typeof IsuValues>;

/** What is wrong with `values` (by component id), or an empty object when nothing is. */
export function isuProblems(values: IsuValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [id, value] of Object.entries(values)) {
    const component = ISU_COMPONENTS.find((c) => c.id === id) as IsuDefinition | undefined;
    if (!component) {
      problems[id] = 'No installer setting has this id.';
      continue;
    }
    switch (component.type) {
      case 'SingleSelect':
        if (typeof value !== 'string' || !component.options.includes(value))
          problems[id] = `Choose one of ${component.options.join(', ')}.`;
        break;
      case 'MultiSelect':
        if (
          !Array.isArray(value) ||
          new Set(value).size !== value.length ||
          value.some((v) => !component.options.includes(v))
        )
          problems[id] = `Choose any of ${component.options.join(', ')}, each once.`;
        break;
      case 'Number':
        if (
          typeof value !== 'number' ||
          !Number.isInteger(value) ||
          value < component.min ||
          value > component.max
        )
          problems[id] = `Give a whole number from ${component.min} to ${component.max}.`;
        break;
      case 'String':
        if (typeof value !== 'string' || value.length > component.maxLength)
          problems[id] = `Give text of at most ${component.maxLength} characters.`;
        break;
    }
  }
  return problems;
}

/** Every component at its factory value: a new or reset thermostat. */
export function defaultIsuValues(): IsuValues {
  return Object.fromEntries(
    ISU_COMPONENTS.map((c): [string, IsuValues[string]] => [
      c.id,
      typeof c.defaultValue === 'object' ? [...c.defaultValue] : c.defaultValue,
    ]),
  );
}

export const IsuOption = z.object({ value: z.string(), label: z.string() });
/** One installer setting as the portal shows it: label and option labels in the caller's language. */
export const IsuComponent = z
  .object({
    id: z.string(),
    type: z.enum(IsuComponentType),
    label: z.string(),
    options: z.array(IsuOption),
    min: z.number().nullable(),
    max: z.number().nullable(),
    maxLength: z.number().nullable(),
    unit: z.string().nullable(),
    value: IsuValue,
  })
  .meta({ id: 'IsuComponent' });
export type IsuComponent = z.infer<typeof IsuComponent>;
export const IsuSettings = z
  .object({ deviceId: z.uuid(), language: z.string(), components: z.array(IsuComponent) })
  .meta({ id: 'IsuSettings' });
export type IsuSettings = z.infer<typeof IsuSettings>;

/** The installer settings a thermostat has, at their factory values (the template editor). */
export const IsuComponentList = z
  .object({ language: z.string(), components: z.array(IsuComponent) })
  .meta({ id: 'IsuComponentList' });
export type IsuComponentList = z.infer<typeof IsuComponentList>;

/** PUT isuSettings: the values to change, or a company template to apply (not both). */
export const IsuSettingsUpdate = z
  .union([
    z.object({ values: IsuValues }).strict(),
    z.object({ partnerIsuTemplateId: z.uuid() }).strict(),
  ])
  .meta({ id: 'IsuSettingsUpdate' });
export type IsuSettingsUpdate = z.infer<typeof IsuSettingsUpdate>;

/** A company's saved installer set-up, applied to a thermostat in a session. */
export const IsuTemplateInput = z
  .object({
    name: z.string().trim().min(1).max(80),
    description: z.string().trim().max(500).default(''),
    values: IsuValues,
  })
  .strict()
  .meta({ id: 'IsuTemplateWrite' });
export type IsuTemplateInput = z.infer<typeof IsuTemplateInput>;
export const IsuTemplate = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    values: IsuValues,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'IsuTemplate' });
export type IsuTemplate = z.infer<typeof IsuTemplate>;
export const IsuTemplateConnection = connectionOf(IsuTemplate).meta({
  id: 'IsuTemplateConnection',
});

// ---- The device's side, over MQTT ----

/** Where the server sends a device its commands: `devices/{deviceId}/commands`. */
export function commandTopic(deviceId: string): string {
  return `devices/${deviceId}/commands`;
}
/** Where a device answers them: `devices/{deviceId}/replies`. */
export function replyTopic(deviceId: string): string {
  return `devices/${deviceId}/replies`;
}
/** The filter every server instance subscribes to, unshared: any instance may be waiting. */
export const REPLY_TOPIC_FILTER = 'devices/+/replies';
const REPLY_TOPIC =
  /^devices\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/replies$/;
/** The deviceId of a reply topic, or undefined for any other topic. */
export function deviceIdOfReplyTopic(topic: string): string | undefined {
  return REPLY_TOPIC.exec(topic)?.[1];
}

/** What the server asks of a device. Each command has an id the reply repeats. */
export const DeviceCommandBody = z.discriminatedUnion('name', [
  z.object({ name: z.literal('read') }),
  z.object({ name: z.literal('setState'), change: CdmCommand }),
  z.object({ name: z.literal('getSchedule') }),
  z.object({ name: z.literal('setSchedule'), schedule: ThermostatSchedule }),
  z.object({ name: z.literal('setScheduleStatus'), status: z.enum(SchedulableSystemSwitch) }),
  z.object({ name: z.literal('setScheduleType'), scheduleType: z.enum(ScheduleType) }),
  z.object({ name: z.literal('getSmartAway') }),
  z.object({ name: z.literal('setSmartAway'), smartAway: SmartAway }),
  z.object({ name: z.literal('leakFeedback'), feedback: LeakFeedback }),
  z.object({ name: z.literal('getIsu') }),
  z.object({ name: z.literal('setIsu'), values: IsuValues }),
  z.object({ name: z.literal('reset') }),
]);
export type DeviceCommandBody = z.infer<typeof DeviceCommandBody>;
export const DeviceCommand = z.intersection(
  z.object({ commandId: z.string().min(1).max(64) }),
  DeviceCommandBody,
);
export type DeviceCommand = z.infer<typeof DeviceCommand>;

/**
 * A device's answer: `ok` with what it holds after the command (`before` what it held, for the
 * audit trail), or `ok: false` with why it refused (an unsupported command, say).
 */
export const DeviceReply = z.union([
  z.object({
    commandId: z.string(),
    ok: z.literal(true),
    state: DeviceControlState.omit({ deviceId: true }),
    schedule: ThermostatSchedule.optional(),
    smartAway: SmartAway.optional(),
    isu: IsuValues.optional(),
    before: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({ commandId: z.string(), ok: z.literal(false), error: z.string() }),
]);
export type DeviceReply = z.infer<typeof DeviceReply>;

/** A device that has not answered within this many seconds is taken for offline (503). */
export const DEVICE_REPLY_TIMEOUT_SECONDS = 8;

/** One line of a device's audit trail: one field's value before and after a change. */
export const AuditChange = z
  .object({ field: z.string(), before: z.unknown(), after: z.unknown() })
  .meta({ id: 'AuditChange' });
export type AuditChange = z.infer<typeof AuditChange>;
