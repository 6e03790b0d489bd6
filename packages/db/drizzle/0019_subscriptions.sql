CREATE TYPE "public"."billing_cycle" AS ENUM('MONTHLY', 'ANNUAL');--> statement-breakpoint
CREATE TYPE "public"."device_service_app_status" AS ENUM('ENABLED', 'DISABLED');--> statement-breakpoint
CREATE TYPE "public"."enrollment_source" AS ENUM('ADMIN', 'STORE');--> statement-breakpoint
CREATE TYPE "public"."program_offering" AS ENUM('AIRCYCLE', 'APP_BRANDING');--> statement-breakpoint
CREATE TYPE "public"."program_offering_variation" AS ENUM('BASIC', 'ADVANCED');--> statement-breakpoint
CREATE TYPE "public"."sap_entitlement_status" AS ENUM('ACTIVE', 'EXPIRED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "partner_program_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"sku_type" "sku_type" NOT NULL,
	"product_type" "product_type" NOT NULL,
	"variation" "program_offering_variation" NOT NULL,
	"billing_cycle" "billing_cycle" NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_program_products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "partner_program_products_offer_unique" UNIQUE("program_id","variation","billing_cycle")
);
--> statement-breakpoint
CREATE TABLE "partner_programs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"offering" "program_offering" NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "partner_programs_name_unique" UNIQUE("name"),
	CONSTRAINT "partner_programs_offering_unique" UNIQUE("offering")
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"line_items" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The programme catalogue is reference data every database needs, so it is inserted here
-- (ids fixed, so they are the same everywhere). SKUs are <programme>-<variation>-<M|A>; prices
-- in US cents: Pro Alerts 29/49 USD a month, Homeowner App Branding 19/39 USD a month, and
-- a year for the price of ten months.
INSERT INTO "partner_programs" ("id", "name", "offering", "description") VALUES
	('3f8574a7-6e48-491c-b25c-2affad199686', 'Pro Alerts', 'AIRCYCLE', 'Alerts about your customers'' equipment (temperature, humidity, water leaks, air quality, filter reminders) on your dashboard and by mail, so you can call before the homeowner does.'),
	('90b9eca9-9f2d-496f-a9a4-3cdb9fdd7508', 'Homeowner App Branding', 'APP_BRANDING', 'Your logo, customer service number, email and website in the homeowner app of the customers whose devices you installed.');--> statement-breakpoint
INSERT INTO "partner_program_products" ("id", "program_id", "sku", "name", "sku_type", "product_type", "variation", "billing_cycle", "price_cents", "currency") VALUES
	('07d98d32-9764-4a17-89d9-89ef17877f11', '3f8574a7-6e48-491c-b25c-2affad199686', 'PA-BASIC-M', 'Pro Alerts Basic, monthly', 'DIGITAL', 'FEATURE', 'BASIC', 'MONTHLY', 2900, 'USD'),
	('4d298bd0-0144-417a-b7a9-a3a2da05bebf', '3f8574a7-6e48-491c-b25c-2affad199686', 'PA-BASIC-A', 'Pro Alerts Basic, annual', 'DIGITAL', 'FEATURE', 'BASIC', 'ANNUAL', 29000, 'USD'),
	('9d9d9730-4085-4356-a8a9-38206acf760c', '3f8574a7-6e48-491c-b25c-2affad199686', 'PA-ADV-M', 'Pro Alerts Advanced, monthly', 'DIGITAL', 'FEATURE', 'ADVANCED', 'MONTHLY', 4900, 'USD'),
	('5f772551-0471-4d03-b921-1b26506b5b4c', '3f8574a7-6e48-491c-b25c-2affad199686', 'PA-ADV-A', 'Pro Alerts Advanced, annual', 'DIGITAL', 'FEATURE', 'ADVANCED', 'ANNUAL', 49000, 'USD'),
	('b7cee73d-53ae-4a1f-8e77-b03e65ffb1e0', '90b9eca9-9f2d-496f-a9a4-3cdb9fdd7508', 'HAB-BASIC-M', 'Homeowner App Branding Basic, monthly', 'DIGITAL', 'FEATURE', 'BASIC', 'MONTHLY', 1900, 'USD'),
	('3f24a6b2-21bb-4a9d-8378-28645ccdb88d', '90b9eca9-9f2d-496f-a9a4-3cdb9fdd7508', 'HAB-BASIC-A', 'Homeowner App Branding Basic, annual', 'DIGITAL', 'FEATURE', 'BASIC', 'ANNUAL', 19000, 'USD'),
	('c03e9ef9-58eb-4963-aaca-ffedf6e317af', '90b9eca9-9f2d-496f-a9a4-3cdb9fdd7508', 'HAB-ADV-M', 'Homeowner App Branding Advanced, monthly', 'DIGITAL', 'FEATURE', 'ADVANCED', 'MONTHLY', 3900, 'USD'),
	('e1501e1d-2901-48fd-8b39-7c100195f476', '90b9eca9-9f2d-496f-a9a4-3cdb9fdd7508', 'HAB-ADV-A', 'Homeowner App Branding Advanced, annual', 'DIGITAL', 'FEATURE', 'ADVANCED', 'ANNUAL', 39000, 'USD');--> statement-breakpoint
-- Enrollments written before this migration: a programme name outside the catalogue switched
-- nothing on and goes; a status outside SapEntitlementStatus counts as EXPIRED; of two ACTIVE
-- rows of one programme the older one ends, so that the unique index below holds.
DELETE FROM "partner_program_enrollments" WHERE "program_name" NOT IN ('Pro Alerts', 'Homeowner App Branding');--> statement-breakpoint
UPDATE "partner_program_enrollments" SET "subscription_status" = 'EXPIRED' WHERE "subscription_status" NOT IN ('ACTIVE', 'EXPIRED', 'CANCELLED');--> statement-breakpoint
UPDATE "partner_program_enrollments" AS "older" SET "subscription_status" = 'EXPIRED' WHERE "older"."subscription_status" = 'ACTIVE' AND EXISTS (SELECT 1 FROM "partner_program_enrollments" AS "newer" WHERE "newer"."partner_account_id" = "older"."partner_account_id" AND "newer"."program_name" = "older"."program_name" AND "newer"."subscription_status" = 'ACTIVE' AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id"));--> statement-breakpoint
DROP INDEX "partner_program_enrollments_account_idx";--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ALTER COLUMN "subscription_status" SET DATA TYPE "public"."sap_entitlement_status" USING "subscription_status"::"public"."sap_entitlement_status";--> statement-breakpoint
ALTER TABLE "partner_device_services" ADD COLUMN "app_status" "device_service_app_status" DEFAULT 'ENABLED' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ADD COLUMN "variation" "program_offering_variation" DEFAULT 'BASIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ALTER COLUMN "variation" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ADD COLUMN "billing_cycle" "billing_cycle" DEFAULT 'MONTHLY' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ALTER COLUMN "billing_cycle" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ADD COLUMN "source" "enrollment_source" DEFAULT 'ADMIN' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ALTER COLUMN "source" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "partner_program_products" ADD CONSTRAINT "partner_program_products_program_id_partner_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."partner_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ADD CONSTRAINT "partner_program_enrollments_program_name_partner_programs_name_fk" FOREIGN KEY ("program_name") REFERENCES "public"."partner_programs"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ADD CONSTRAINT "partner_program_enrollments_product_id_partner_program_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."partner_program_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ADD CONSTRAINT "partner_program_enrollments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_program_enrollments_created_idx" ON "partner_program_enrollments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "partner_program_enrollments_order_idx" ON "partner_program_enrollments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_program_enrollments_active_unique" ON "partner_program_enrollments" USING btree ("partner_account_id","program_name") WHERE "partner_program_enrollments"."subscription_status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "partner_program_enrollments_account_idx" ON "partner_program_enrollments" USING btree ("partner_account_id","created_at","id");