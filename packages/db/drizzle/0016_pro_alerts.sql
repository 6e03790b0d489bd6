CREATE TYPE "public"."alert_category" AS ENUM('Temperature', 'Humidity', 'State', 'Reminder', 'AirQuality');--> statement-breakpoint
CREATE TYPE "public"."device_alert_severity" AS ENUM('Notice', 'Warning', 'Urgent');--> statement-breakpoint
CREATE TYPE "public"."service_application_status" AS ENUM('QUEUED', 'RUNNING', 'DONE', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."telemetry_type" AS ENUM('None', 'Temperature', 'Humidity', 'Vocs', 'Co2', 'Replaceable');--> statement-breakpoint
CREATE TABLE "alert_types" (
	"alert_name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" "alert_category" NOT NULL,
	"telemetry_type" "telemetry_type" NOT NULL,
	"default_severity" "device_alert_severity" NOT NULL,
	"default_enabled" boolean NOT NULL,
	"default_recommended_action" text NOT NULL,
	"device_types" "device_type"[] NOT NULL,
	"threshold" jsonb,
	"observed_time" jsonb,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pro_alert_profile_product_groups" (
	"profile_id" uuid NOT NULL,
	"product_group_id" uuid NOT NULL,
	CONSTRAINT "pro_alert_profile_product_groups_profile_id_product_group_id_pk" PRIMARY KEY("profile_id","product_group_id")
);
--> statement-breakpoint
CREATE TABLE "pro_alert_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"email_enabled" boolean NOT NULL,
	"email_severities" "device_alert_severity"[] NOT NULL,
	"email_recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"apply_to_existing_installs" boolean NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_alert_profiles_account_unique" UNIQUE("partner_account_id")
);
--> statement-breakpoint
CREATE TABLE "pro_alert_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"alert_name" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"recommended_action" text,
	"config_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_alert_settings_alert_unique" UNIQUE("partner_account_id","alert_name")
);
--> statement-breakpoint
CREATE TABLE "service_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"service_type" "partner_device_service_type" NOT NULL,
	"product_group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" "service_application_status" DEFAULT 'QUEUED' NOT NULL,
	"locations_total" integer DEFAULT 0 NOT NULL,
	"locations_done" integer DEFAULT 0 NOT NULL,
	"requested_count" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pro_alert_profile_product_groups" ADD CONSTRAINT "pro_alert_profile_product_groups_profile_id_pro_alert_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."pro_alert_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_alert_profile_product_groups" ADD CONSTRAINT "pro_alert_profile_product_groups_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_alert_profiles" ADD CONSTRAINT "pro_alert_profiles_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_alert_profiles" ADD CONSTRAINT "pro_alert_profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_alert_settings" ADD CONSTRAINT "pro_alert_settings_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_alert_settings" ADD CONSTRAINT "pro_alert_settings_alert_name_alert_types_alert_name_fk" FOREIGN KEY ("alert_name") REFERENCES "public"."alert_types"("alert_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_applications" ADD CONSTRAINT "service_applications_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_applications" ADD CONSTRAINT "service_applications_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_applications_account_idx" ON "service_applications" USING btree ("partner_account_id","service_type","created_at");