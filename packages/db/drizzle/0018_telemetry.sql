CREATE TYPE "public"."device_alert_status" AS ENUM('Active', 'Dismissed');--> statement-breakpoint
CREATE TABLE "alert_conditions" (
	"device_id" uuid NOT NULL,
	"alert_name" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"first_value" real,
	"last_value" real,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_conditions_device_id_alert_name_pk" PRIMARY KEY("device_id","alert_name")
);
--> statement-breakpoint
CREATE TABLE "alert_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"alert_name" text NOT NULL,
	"change" text NOT NULL,
	"severity" "device_alert_severity" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_snoozes" (
	"device_id" uuid NOT NULL,
	"alert_name" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"snoozed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_snoozes_device_id_alert_name_pk" PRIMARY KEY("device_id","alert_name")
);
--> statement-breakpoint
CREATE TABLE "device_alert_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"severity" "device_alert_severity",
	"value" real,
	"actor" text,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "device_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"partner_account_id" uuid,
	"alert_name" text NOT NULL,
	"severity" "device_alert_severity" NOT NULL,
	"status" "device_alert_status" DEFAULT 'Active' NOT NULL,
	"value" real,
	"last_value" real,
	"threshold" text,
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" uuid,
	"repeat_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_credentials" (
	"device_id" uuid PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_telemetry_state" (
	"device_id" uuid PRIMARY KEY NOT NULL,
	"reading_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"temperature" real,
	"humidity" real,
	"vocs" real,
	"co2" real,
	"heat_setpoint" real,
	"cool_setpoint" real,
	"mode" text,
	"equipment" text,
	"fan" text,
	"leak" boolean,
	"smoke" boolean,
	"co" boolean,
	"battery_percent" smallint,
	"rssi" smallint,
	"filter_installed_at" timestamp with time zone,
	"filter_lifetime_days" integer,
	"humidifier_pad_installed_at" timestamp with time zone,
	"humidifier_pad_lifetime_days" integer
);
--> statement-breakpoint
CREATE TABLE "telemetry_hourly" (
	"device_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"readings" integer DEFAULT 0 NOT NULL,
	"temperature_sum" real DEFAULT 0 NOT NULL,
	"temperature_count" integer DEFAULT 0 NOT NULL,
	"temperature_min" real,
	"temperature_max" real,
	"humidity_sum" real DEFAULT 0 NOT NULL,
	"humidity_count" integer DEFAULT 0 NOT NULL,
	"humidity_min" real,
	"humidity_max" real,
	"vocs_sum" real DEFAULT 0 NOT NULL,
	"vocs_count" integer DEFAULT 0 NOT NULL,
	"vocs_min" real,
	"vocs_max" real,
	"co2_sum" real DEFAULT 0 NOT NULL,
	"co2_count" integer DEFAULT 0 NOT NULL,
	"co2_min" real,
	"co2_max" real,
	"heat_seconds" integer DEFAULT 0 NOT NULL,
	"cool_seconds" integer DEFAULT 0 NOT NULL,
	"fan_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "telemetry_hourly_device_id_hour_pk" PRIMARY KEY("device_id","hour")
);
--> statement-breakpoint
-- Hand-edited: readings are partitioned by day (src/telemetry/partitions.ts makes and drops the
-- partitions); drizzle-kit does not write PARTITION BY.
CREATE TABLE "telemetry_readings" (
	"device_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"temperature" real,
	"humidity" real,
	"vocs" real,
	"co2" real,
	"heat_setpoint" real,
	"cool_setpoint" real,
	"mode" text,
	"equipment" text,
	"fan" text,
	"heat_seconds" integer,
	"cool_seconds" integer,
	"fan_seconds" integer,
	"leak" boolean,
	"smoke" boolean,
	"co" boolean,
	"battery" smallint,
	"rssi" smallint,
	CONSTRAINT "telemetry_readings_device_id_recorded_at_pk" PRIMARY KEY("device_id","recorded_at")
) PARTITION BY RANGE ("recorded_at");
--> statement-breakpoint
ALTER TABLE "alert_conditions" ADD CONSTRAINT "alert_conditions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_alert_id_device_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."device_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_snoozes" ADD CONSTRAINT "alert_snoozes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_snoozes" ADD CONSTRAINT "alert_snoozes_snoozed_by_users_id_fk" FOREIGN KEY ("snoozed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_alert_events" ADD CONSTRAINT "device_alert_events_alert_id_device_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."device_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_alerts" ADD CONSTRAINT "device_alerts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_alerts" ADD CONSTRAINT "device_alerts_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_alerts" ADD CONSTRAINT "device_alerts_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_credentials" ADD CONSTRAINT "device_credentials_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_telemetry_state" ADD CONSTRAINT "device_telemetry_state_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_conditions_due_idx" ON "alert_conditions" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "alert_notifications_alert_idx" ON "alert_notifications" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "alert_notifications_grace_idx" ON "alert_notifications" USING btree ("partner_account_id","device_id","alert_name","mailed_at");--> statement-breakpoint
CREATE INDEX "alert_notifications_digest_idx" ON "alert_notifications" USING btree ("partner_account_id","created_at") WHERE "alert_notifications"."mailed_at" is null and "alert_notifications"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "device_alert_events_alert_idx" ON "device_alert_events" USING btree ("alert_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_alerts_open_unique" ON "device_alerts" USING btree ("device_id","alert_name") WHERE "device_alerts"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "device_alerts_account_status_idx" ON "device_alerts" USING btree ("partner_account_id","status","opened_at","id");--> statement-breakpoint
CREATE INDEX "device_alerts_account_opened_idx" ON "device_alerts" USING btree ("partner_account_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "device_alerts_device_idx" ON "device_alerts" USING btree ("device_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "telemetry_hourly_hour_idx" ON "telemetry_hourly" USING brin ("hour");