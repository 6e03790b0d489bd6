CREATE TYPE "public"."partner_associate_type" AS ENUM('Builder');--> statement-breakpoint
CREATE TABLE "partner_associates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"associate_type" "partner_associate_type" DEFAULT 'Builder' NOT NULL,
	"name" text NOT NULL,
	"contact_email" text,
	"phone_number" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "partner_device_locations_account_idx";--> statement-breakpoint
DROP INDEX "devices_location_idx";--> statement-breakpoint
DROP INDEX "device_alerts_account_opened_idx";--> statement-breakpoint
ALTER TABLE "partner_device_locations" ADD COLUMN "associate_id" uuid;--> statement-breakpoint
ALTER TABLE "device_alerts" ADD COLUMN "resolved_at" timestamp with time zone GENERATED ALWAYS AS (least(cleared_at, dismissed_at)) STORED;--> statement-breakpoint
ALTER TABLE "partner_associates" ADD CONSTRAINT "partner_associates_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_associates_name_idx" ON "partner_associates" USING btree ("partner_account_id",lower("name"),"id");--> statement-breakpoint
ALTER TABLE "partner_device_locations" ADD CONSTRAINT "partner_device_locations_associate_id_partner_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."partner_associates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_installed_idx" ON "devices" USING btree ("partner_account_id","created_at","online") WHERE "devices"."location_id" is not null;--> statement-breakpoint
CREATE INDEX "partner_device_locations_account_created_idx" ON "partner_device_locations" USING btree ("partner_account_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_device_locations_associate_idx" ON "partner_device_locations" USING btree ("associate_id","created_at","id") WHERE "partner_device_locations"."associate_id" is not null;--> statement-breakpoint
CREATE INDEX "partner_device_services_accepted_idx" ON "partner_device_services" USING btree ("partner_account_id","responded_at","service_type") WHERE "partner_device_services"."consent_status" = 'ACCEPTED';--> statement-breakpoint
CREATE INDEX "device_alerts_account_resolved_idx" ON "device_alerts" USING btree ("partner_account_id","resolved_at") WHERE "device_alerts"."resolved_at" is not null;--> statement-breakpoint
CREATE INDEX "devices_location_idx" ON "devices" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "device_alerts_account_opened_idx" ON "device_alerts" USING btree ("partner_account_id","opened_at","id","device_id","alert_name","severity","dismissed_at","resolved_at");