import {
  AgreementConsentStatus,
  AgreementScope,
  AgreementType,
  AlertCategory,
  BillingCycle,
  ConsentStatus,
  ConsumerAccountClassification,
  ConsumerUserRole,
  DeviceAlertSeverity,
  DeviceAlertStatus,
  DeviceCategory,
  DeviceClaimStatus,
  DeviceServiceAppStatus,
  DeviceState,
  DeviceType,
  EnrollmentSource,
  FeatureType,
  InviteStatus,
  NotificationType,
  PartnerAccountApprovalStatus,
  PartnerAccountExpertise,
  PartnerAssociateType,
  PartnerCustomerType,
  PartnerDeviceServiceType,
  PartnerRole,
  ProCategory,
  ProductCategory,
  ProductFamily,
  ProductType,
  ProgramOffering,
  ProgramOfferingVariation,
  RemoteSessionStatus,
  SapEntitlementStatus,
  ServiceApplicationStatus,
  SessionEndReason,
  SkuType,
  TelemetryType,
} from '@portal/contracts';
import { pgEnum } from 'drizzle-orm/pg-core';

// Database enums take their values from @portal/contracts, the one definition.
export const partnerAccountStatus = pgEnum('partner_account_status', PartnerAccountApprovalStatus);
export const partnerRole = pgEnum('partner_role', PartnerRole);
export const proCategory = pgEnum('pro_category', ProCategory);
export const partnerAccountExpertise = pgEnum('partner_account_expertise', PartnerAccountExpertise);
export const agreementType = pgEnum('agreement_type', AgreementType);
export const agreementScope = pgEnum('agreement_scope', AgreementScope);
export const agreementConsentStatus = pgEnum('agreement_consent_status', AgreementConsentStatus);
export const inviteStatus = pgEnum('invite_status', InviteStatus);
export const notificationType = pgEnum('notification_type', NotificationType);
export const deviceType = pgEnum('device_type', DeviceType);
export const deviceCategory = pgEnum('device_category', DeviceCategory);
export const productFamily = pgEnum('product_family', ProductFamily);
export const productCategory = pgEnum('product_category', ProductCategory);
export const productType = pgEnum('product_type', ProductType);
export const skuType = pgEnum('sku_type', SkuType);
export const featureType = pgEnum('feature_type', FeatureType);
export const partnerCustomerType = pgEnum('partner_customer_type', PartnerCustomerType);
export const partnerAssociateType = pgEnum('partner_associate_type', PartnerAssociateType);
export const partnerDeviceServiceType = pgEnum(
  'partner_device_service_type',
  PartnerDeviceServiceType,
);
export const consentStatus = pgEnum('consent_status', ConsentStatus);
export const deviceClaimStatus = pgEnum('device_claim_status', DeviceClaimStatus);
/** Spec 001 §3 defines LocationState as DeviceState's values, so one database type serves both. */
export const deviceState = pgEnum('device_state', DeviceState);
export const consumerUserRole = pgEnum('consumer_user_role', ConsumerUserRole);
export const consumerAccountClassification = pgEnum(
  'consumer_account_classification',
  ConsumerAccountClassification,
);
export const alertCategory = pgEnum('alert_category', AlertCategory);
export const telemetryType = pgEnum('telemetry_type', TelemetryType);
export const deviceAlertSeverity = pgEnum('device_alert_severity', DeviceAlertSeverity);
export const serviceApplicationStatus = pgEnum(
  'service_application_status',
  ServiceApplicationStatus,
);
export const deviceAlertStatus = pgEnum('device_alert_status', DeviceAlertStatus);
export const programOffering = pgEnum('program_offering', ProgramOffering);
export const programOfferingVariation = pgEnum(
  'program_offering_variation',
  ProgramOfferingVariation,
);
export const billingCycle = pgEnum('billing_cycle', BillingCycle);
export const sapEntitlementStatus = pgEnum('sap_entitlement_status', SapEntitlementStatus);
export const enrollmentSource = pgEnum('enrollment_source', EnrollmentSource);
export const remoteSessionStatus = pgEnum('remote_session_status', RemoteSessionStatus);
export const remoteSessionEndReason = pgEnum('remote_session_end_reason', SessionEndReason);
export const deviceServiceAppStatus = pgEnum('device_service_app_status', DeviceServiceAppStatus);

/** The figures of the business insights' read model (insight_counts). */
export const insightFigure = pgEnum('insight_figure', [
  'customersAdded',
  'homesAdded',
  'homesCommissioned',
  'devicesInstalled',
  'devicesOnline',
  'requestsSent',
  'requestsAccepted',
  'alertsOpened',
  'alertsResolved',
]);
export const insightSpan = pgEnum('insight_span', ['HOUR', 'DAY']);
