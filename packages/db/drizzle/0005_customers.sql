CREATE TYPE "public"."consent_status" AS ENUM('ACCEPTED', 'PENDING', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."device_claim_status" AS ENUM('PRO_CLAIM', 'DIY_CLAIM');--> statement-breakpoint
CREATE TYPE "public"."device_state" AS ENUM('Normal', 'UnderMaintenance', 'InPreRegistration');--> statement-breakpoint
CREATE TYPE "public"."partner_customer_type" AS ENUM('Residential', 'Commercial');--> statement-breakpoint
CREATE TYPE "public"."partner_device_service_type" AS ENUM('InstallationPartnerDeviceService', 'BrandingPartnerDeviceService', 'ProAlertsPartnerDeviceService', 'RemoteAccess');--> statement-breakpoint
CREATE TABLE "device_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"detail" text,
	"actor" text
);
--> statement-breakpoint
CREATE TABLE "device_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" "invite_status" DEFAULT 'PENDING' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mac_address" text NOT NULL,
	"serial_number" text,
	"product_id" uuid NOT NULL,
	"state" "device_state" DEFAULT 'Normal' NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"claim_status" "device_claim_status",
	"location_id" uuid,
	"partner_account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"country_code" text NOT NULL,
	"customer_type" "partner_customer_type" DEFAULT 'Residential' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_device_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"location_name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"location_state" "device_state" DEFAULT 'Normal' NOT NULL,
	"consumer_location_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_device_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"service_type" "partner_device_service_type" NOT NULL,
	"consent_status" "consent_status" DEFAULT 'PENDING' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "device_history" ADD CONSTRAINT "device_history_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_invites" ADD CONSTRAINT "device_invites_location_id_partner_device_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."partner_device_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_invites" ADD CONSTRAINT "device_invites_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_invites" ADD CONSTRAINT "device_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_location_id_partner_device_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."partner_device_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_customers" ADD CONSTRAINT "partner_customers_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_device_locations" ADD CONSTRAINT "partner_device_locations_customer_id_partner_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."partner_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_device_locations" ADD CONSTRAINT "partner_device_locations_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_device_services" ADD CONSTRAINT "partner_device_services_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_device_services" ADD CONSTRAINT "partner_device_services_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_history_device_at_idx" ON "device_history" USING btree ("device_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_invites_token_hash_unique" ON "device_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "device_invites_location_idx" ON "device_invites" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_mac_address_unique" ON "devices" USING btree ("mac_address");--> statement-breakpoint
CREATE INDEX "devices_location_idx" ON "devices" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "devices_account_created_idx" ON "devices" USING btree ("partner_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "partner_customers_name_idx" ON "partner_customers" USING btree ("partner_account_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "partner_customers_created_idx" ON "partner_customers" USING btree ("partner_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "partner_customers_full_name_search_idx" ON "partner_customers" USING btree ("partner_account_id",lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "partner_customers_last_name_search_idx" ON "partner_customers" USING btree ("partner_account_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "partner_customers_email_search_idx" ON "partner_customers" USING btree ("partner_account_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "partner_customers_phone_search_idx" ON "partner_customers" USING btree ("partner_account_id","phone_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "partner_device_locations_customer_idx" ON "partner_device_locations" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "partner_device_locations_account_idx" ON "partner_device_locations" USING btree ("partner_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_device_services_open_unique" ON "partner_device_services" USING btree ("device_id","service_type","partner_account_id") WHERE "partner_device_services"."consent_status" in ('PENDING', 'ACCEPTED');