// Every enumeration of spec 001 §3, spelled exactly as the spec spells it.
// The database (pgEnum), the API schemas (z.enum) and the web all use these tuples.
//
// The spec writes the provider's product name as {product}; our product is "Aeris",
// so "{product}App" is "AerisApp" everywhere.

export const AccessoryType = [
  'IndoorAirSensor',
  'AdvancedIndoorAirSensor',
  'OutdoorAirSensor',
  'HydronicRadiatorControl',
  'SmartVentOrStandardWiredDamper',
  'IndoorAirQualitySensor',
  'PressureSensor',
  'HydronicSlabSensor',
  'DuctSensor',
  'Thermostat',
  'SmokeDetectorSensor',
  'SmokeDetectorComboSensor',
  'WindowDoorSensor',
  'EquipmentInterfaceModule',
] as const;
export const ActiveStatus = ['ACTIVE', 'INACTIVE'] as const;
export const AgreementConsentStatus = [
  'Accepted',
  'Rejected',
  'Revoked',
  'Pending',
  'Deleted',
] as const;
export const AgreementResourceType = ['User', 'Device'] as const;
export const AgreementResourceSubType = [
  'DataSharing',
  'DeviceHandoff',
  'RemoteAccessSchedule',
] as const;
export const AgreementScope = [
  'AerisApp',
  'FirstAlertApp',
  'AerisPro',
  'AerisAdminPortal',
  'ProPreRegistrationPortal',
] as const;
export const AgreementType = [
  'Eula',
  'ProTnC',
  'PrivacyStatement',
  'Analytics',
  'DataSharing',
  'RemoteAccess',
] as const;
export const AgreementLocale = [
  'EN_US',
  'BG_BG',
  'CS_CZ',
  'DE_DE',
  'EL_GR',
  'ES_US',
  'ES_ES',
  'ES_MX',
  'FI_FI',
  'FR_CA',
  'FR_FR',
  'FR_US',
  'HR_HR',
  'HU_HU',
  'IT_IT',
  'NB_NO',
  'NL_NL',
  'PL_PL',
  'PT_BR',
  'PT_PT',
  'PT_US',
  'RO_RO',
  'SK_SK',
  'SL_SI',
  'SV_SE',
  'EN_150',
  'ES_419',
  'AR_AR',
] as const;
export const AlertCategory = [
  'Temperature',
  'Humidity',
  'State',
  'Reminder',
  'AirQuality',
] as const;
export const ApplicationType = [
  'Apigee',
  'AerisApp',
  'FirstAlert',
  'AerisCentral',
  'AerisPro',
] as const;
export const AppointmentStatus = [
  'Scheduled',
  'Dispatched',
  'Working',
  'Hold',
  'Done',
  'Canceled',
] as const;
export const ArmType = ['Disarmed', 'ArmedHome', 'ArmedStay', 'ArmedAway', 'ArmedNight'] as const;
export const BatteryLevel = ['Ok', 'Low', 'Critical'] as const;
export const BillingCycle = ['MONTHLY', 'ANNUAL'] as const;
export const BookingAgentTagType = ['V1Api', 'V2Api'] as const;
export const ConsentStatus = ['ACCEPTED', 'PENDING', 'REJECTED'] as const;
export const ConsumerAccountClassification = ['COMMERCIAL', 'RESIDENTIAL'] as const;
export const ConsumerUserRole = ['GUEST', 'MEMBER', 'ADMIN'] as const;
export const DashboardMetricsInterval = [
  'LastWeek',
  'LastThirtyDays',
  'LastSixtyDays',
  'LastThreeMonths',
  'LastSixMonths',
  'LastYear',
  'YearToDate',
  'Lifetime',
] as const;
export const DataRequestStatus = [
  'Pending',
  'Processing',
  'Sending',
  'Completed',
  'Cancelled',
  'Resolved',
  'Error',
] as const;
export const DataRequestType = ['DeviceData', 'FullData', 'DataErasure'] as const;
export const DeviceAgreementScope = ['AerisApp', 'FirstAlertApp'] as const;
export const DeviceAgreementType = ['DataSharing', 'RemoteAccess'] as const;
export const DeviceAlertOrderBy = ['TimestampDesc', 'TimestampAsc'] as const;
export const DeviceAlertSeverity = ['Notice', 'Warning', 'Urgent'] as const;
export const DeviceAlertStatus = ['Active', 'Dismissed'] as const;
export const DeviceCategory = [
  'Thermostat',
  'SmokeDetector',
  'WaterLeakDetector',
  'Camera',
  'VideoDoorbell',
] as const;
export const DeviceClaimStatus = ['PRO_CLAIM', 'DIY_CLAIM'] as const;
export const DeviceState = ['Normal', 'UnderMaintenance', 'InPreRegistration'] as const;
export const LocationState = DeviceState;
export const DeviceType = [
  'Thermostat',
  'WiFiThermostat',
  'ShutOffValve',
  'Wld',
  'WaterLeakDetector3',
  'UnicornDoorbell',
  'UnicornOutdoorCamera',
  'UnicornIndoorCamera',
  'SmokeDetector',
  'HoudiniThermostat',
  'FujiThermostat',
  'DenaliThermostat',
  'DoorLockSchlageModel1',
  'GarageDoorGenieModel1',
  'DoorLockKwiksetModel1',
  'GarageDoorChamberlainModel1',
  'SmartMeterValve',
  'RingDoorbell',
  'ProdentialSecurityPanel',
  'GarageDoorOverheadModel1',
  'SecurityPanelTC2Model1',
  'GlenEaglesHub',
] as const;
export const EnrollmentType = ['NA', 'InApp', 'HomeRun', 'DRWeb'] as const;
export const FanSwitchRequest = ['Auto', 'On', 'Circulate', 'Scheduled'] as const;
export const FanSwitch = [...FanSwitchRequest, 'Unknown'] as const;
export const FeatureType = ['HomeownerAppBranding', 'ProAlerts'] as const;
export const FeedbackType = ['LeakAlert'] as const;
export const GeofenceAreaType = ['Circle', 'Polygon'] as const;
export const GeoState = ['Unknown', 'Home', 'Away'] as const;
export const GeoStateRequest = ['Away', 'Dwell', 'Enter', 'Exit', 'Home'] as const;
export const HvacRuntimeInterval = ['Last24Hours', 'Last7Days'] as const;
export const IntentionalUsageBy = [
  'Other',
  'Bathtub',
  'HotTub',
  'HotWaterHeater',
  'OutdoorSpigot',
  'Pool',
  'Refrigerator',
  'Shower',
  'Sink',
  'SprinklerSystem',
  'Toilet',
  'WashingMachine',
] as const;
export const InvitedType = ['ConsumerDevice', 'ConsumerUser', 'PartnerUser'] as const;
export const InviteStatus = ['UNSENT', 'PENDING', 'ACCEPTED', 'REJECTED', 'REQUESTED'] as const;
export const IsLeakMode = ['No', 'Yes', 'NotSure'] as const;
export const IsuComponentType = ['SingleSelect', 'MultiSelect', 'Number', 'String'] as const;
export const MemberAssociationType = ['Add', 'Remove'] as const;
export const MobileDeviceType = ['Android', 'Ios'] as const;
export const NotificationType = ['Email', 'Sms'] as const;
export const OperationStatus = [
  'Completed',
  'Failed',
  'InProgress',
  'RolledBack',
  'Unknown',
] as const;
export const OperationType = [
  'DeviceProvisioning',
  'PartnerCloudPeripheralDeviceProvisioning',
  'ConsumerAccountPreRegistration',
] as const;
export const PartnerAccountApprovalStatus = ['INACTIVE', 'PENDING', 'ACTIVE', 'ARCHIVED'] as const;
export const PartnerAccountExpertise = [
  'ELECTRICAL',
  'HVAC',
  'PLUMBING',
  'SECURITY',
  'UTILITY_AGGREGATOR',
] as const;
export const PartnerAssociateType = ['Builder'] as const;
export const PartnerCategory = [
  'AIR',
  'AUTOMATION',
  'ENERGY',
  'OTHER',
  'SECURITY',
  'WATER',
] as const;
export const PartnerCustomerType = ['Residential', 'Commercial'] as const;
export const PartnerDeviceServiceType = [
  'InstallationPartnerDeviceService',
  'BrandingPartnerDeviceService',
  'ProAlertsPartnerDeviceService',
  'RemoteAccess',
] as const;
export const PartnerTenantDeviceAssociationType = ['HomeRun'] as const;
export const PartnerTenantDeviceProcessStatus = ['Initiated', 'Processed', 'Failed'] as const;
export const PartnerType = [
  'BANKING',
  'DEVELOPER',
  'DISTRIBUTOR',
  'ELECTRICIAN',
  'ENERGY',
  'FILTER_REPLENISHMENT',
  'HOME_SERVICES',
  'HVAC',
  'INSURANCE',
  'IOT',
  'MORTGAGE',
  'MULTI_FAMILY',
  'OTHER',
  'PLUMBER',
  'PRO',
  'SECURITY',
  'TELECOM',
  'UTILITY',
  'WARRANTY',
] as const;
export const PriorityType = ['WholeHouse', 'PickARoom', 'FollowMe'] as const;
export const ProductCategory = ['AIR', 'ENERGY', 'SECURITY', 'WATER', 'SAFETY', 'VIDEO'] as const;
export const ProductFamily = [
  'Unknown',
  'SecurityPanel',
  'Camera',
  'Automation',
  'GPS',
  'Thermostat',
  'LeakDetector',
  'Switch',
  'Lock',
  'DeviceGateway',
  'Sensor',
  'Controller',
  'DoorBell',
  'ZWaveDevices',
  'Awair',
  'DAS',
  'Air',
  'SmokeDetector',
  'GarageDoor',
] as const;
export const ProductType = ['FEATURE', 'DEVICE'] as const;
export const ProgramOffering = ['AIRCYCLE', 'APP_BRANDING'] as const;
export const ProgramOfferingVariation = ['BASIC', 'ADVANCED'] as const;
export const RemoteSessionStatus = ['Pending', 'Active', 'InProgress'] as const;
export const ReportInterval = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY', 'HOURLY'] as const;
export const RoleContext = ['CONSUMER', 'PARTNER'] as const;
export const SapEntitlementStatus = ['ACTIVE', 'EXPIRED', 'CANCELLED'] as const;
export const SchedulableSystemSwitch = ['On', 'Off'] as const;
export const ScheduleDay = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const WeekDay = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const SchedulePeriodType = [
  'Wake',
  'Sleep',
  'Home',
  'Away',
  'Custom1',
  'Custom2',
  'P1',
  'P2',
  'P3',
  'P4',
  'P5',
  'P6',
  'Occupied1',
  'Unoccupied1',
  'Occupied2',
  'Unoccupied2',
] as const;
export const ScheduleSubtype = ['NA', 'EMEA', 'None'] as const;
export const ScheduleType = ['Geofenced', 'GeofencedWithSleep', 'Timed'] as const;
export const ScheduleTypeEnum = [...ScheduleType, 'None', 'Partner'] as const;
export const ServiceSkipReason = [
  'NO_ACTIVE_ENTITLEMENT',
  'APPLIED_BY_ANOTHER_PARTNER',
  'CONDITIONS_NOT_MET',
] as const;
export const SignalStrength = ['Excellent', 'Good', 'Fair', 'Weak', 'VeryWeak', 'None'] as const;
export const SignUpUserType = ['PARTNER', 'CONSUMER'] as const;
export const SkuType = ['DIGITAL', 'PHYSICAL'] as const;
export const SmartAwayMode = ['PrioritizeComfort', 'Balanced', 'PrioritizeSavings'] as const;
export const Status = ['Pending', 'Declined', 'New'] as const;
export const StructureType = ['BUILDING', 'FLOOR', 'UNIT', 'ROOM', 'WALL'] as const;
export const SubjectType = ['Device', 'Location'] as const;
export const TelemetryType = [
  'None',
  'Temperature',
  'Humidity',
  'Vocs',
  'Co2',
  'Replaceable',
] as const;
export const UserMigrationSource = ['AerisApp', 'TcApp', 'TccApp'] as const;
export const UserMigrationStatus = ['Unknown', 'Initiated', 'Completed', 'Failed'] as const;
export const UtilityEnrollmentStatus = ['Submitted', 'Enrolled'] as const;
// The spec names these events but not their value strings: "<Subject>Migration<Event>".
export const AdpMigrationEventType = [
  'User',
  'Location',
  'Device',
  'Preferences',
  'ActivityFeed',
].flatMap((subject) =>
  ['Initiated', 'Completed', 'Failed'].map((event) => `${subject}Migration${event}`),
);

/** Partner roles of spec 000 §6 and 001 §3. OWNER and COMPANY_ADMIN are the company's administrators. */
export const PartnerRole = [
  'OWNER',
  'COMPANY_ADMIN',
  'MEMBER',
  'TECHNICIAN',
  'MARKETING',
  'SALES',
  'OPERATIONS',
  'GUEST',
] as const;

/** Pro categories of spec 000 §3 (what the company's pros do). */
export const ProCategory = ['ELECTRICIAN', 'HVAC', 'PLUMBER', 'SECURITY', 'UTILITY'] as const;

/** Conflict reasons a 409 answer carries (spec 001 §3 and §8). */
export const ReasonCode = [
  'ALREADY_REGISTERED',
  'PENDING_INVITE_EXISTS',
  'EXISTING_INSTALLATION_SERVICE',
  'EXISTING_BRANDING_SERVICE',
  'EXISTING_PRO_ALERTS_SERVICE',
  'EXISTING_REMOTE_ACCESS_SERVICE',
  'USER_IS_DEVICE_ADMIN',
  'USER_IS_COMPANY_OWNER_OR_ADMIN',
  'INVITE_EMAIL_MISMATCH',
  'INVITE_ALREADY_COMPLETED',
  'PARTIAL_REGISTRATION_STATE',
  'INCOMPLETE_REGISTRATION_STATE',
  'REGISTERED_ON_OTHER_PLATFORM',
  'SESSION_IS_ACTIVE',
  'SESSION_ENDED',
  'SESSION_EXPIRED',
  'SESSION_NOT_STARTED',
  'SESSION_EXISTS',
  'NO_ACTIVE_SESSION',
  'SERVICE_NOT_CONFIGURED',
  'LOCATION_IS_INPREREGISTRATION',
] as const;

export type PartnerRole = (typeof PartnerRole)[number];
export type ReasonCode = (typeof ReasonCode)[number];
export type PartnerAccountApprovalStatus = (typeof PartnerAccountApprovalStatus)[number];
export type InviteStatus = (typeof InviteStatus)[number];
export type ConsentStatus = (typeof ConsentStatus)[number];
export type DeviceType = (typeof DeviceType)[number];
export type FeatureType = (typeof FeatureType)[number];
export type ProCategory = (typeof ProCategory)[number];
export type PartnerAccountExpertise = (typeof PartnerAccountExpertise)[number];
export type AgreementType = (typeof AgreementType)[number];
export type AgreementConsentStatus = (typeof AgreementConsentStatus)[number];
export type ConsumerUserRole = (typeof ConsumerUserRole)[number];
