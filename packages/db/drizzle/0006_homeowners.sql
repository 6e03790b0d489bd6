CREATE TYPE "public"."consumer_account_classification" AS ENUM('COMMERCIAL', 'RESIDENTIAL');--> statement-breakpoint
CREATE TYPE "public"."consumer_user_role" AS ENUM('GUEST', 'MEMBER', 'ADMIN');--> statement-breakpoint
CREATE TABLE "consumer_account_users" (
	"consumer_account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "consumer_user_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_account_users_consumer_account_id_user_id_pk" PRIMARY KEY("consumer_account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "consumer_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"classification" "consumer_account_classification" DEFAULT 'RESIDENTIAL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_account_id" uuid NOT NULL,
	"consumer_location_id" uuid,
	"email" text NOT NULL,
	"role" "consumer_user_role" DEFAULT 'MEMBER' NOT NULL,
	"status" "invite_status" DEFAULT 'UNSENT' NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_account_id" uuid NOT NULL,
	"location_name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_partner_account_id_partner_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "partner_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "device_invites" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_invites" ADD COLUMN "accepted_by" uuid;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "consumer_location_id" uuid;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "partner_device_services" ADD COLUMN "responded_by" uuid;--> statement-breakpoint
ALTER TABLE "consumer_account_users" ADD CONSTRAINT "consumer_account_users_consumer_account_id_consumer_accounts_id_fk" FOREIGN KEY ("consumer_account_id") REFERENCES "public"."consumer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_account_users" ADD CONSTRAINT "consumer_account_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_invites" ADD CONSTRAINT "consumer_invites_consumer_account_id_consumer_accounts_id_fk" FOREIGN KEY ("consumer_account_id") REFERENCES "public"."consumer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_invites" ADD CONSTRAINT "consumer_invites_consumer_location_id_consumer_locations_id_fk" FOREIGN KEY ("consumer_location_id") REFERENCES "public"."consumer_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_invites" ADD CONSTRAINT "consumer_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_locations" ADD CONSTRAINT "consumer_locations_consumer_account_id_consumer_accounts_id_fk" FOREIGN KEY ("consumer_account_id") REFERENCES "public"."consumer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_account_users_user_idx" ON "consumer_account_users" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_invites_open_unique" ON "consumer_invites" USING btree ("consumer_account_id",lower("email")) WHERE "consumer_invites"."status" in ('UNSENT', 'PENDING');--> statement-breakpoint
CREATE INDEX "consumer_invites_email_idx" ON "consumer_invites" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "consumer_locations_account_idx" ON "consumer_locations" USING btree ("consumer_account_id","created_at","id");--> statement-breakpoint
ALTER TABLE "device_invites" ADD CONSTRAINT "device_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_consumer_location_id_consumer_locations_id_fk" FOREIGN KEY ("consumer_location_id") REFERENCES "public"."consumer_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_device_locations" ADD CONSTRAINT "partner_device_locations_consumer_location_id_consumer_locations_id_fk" FOREIGN KEY ("consumer_location_id") REFERENCES "public"."consumer_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_device_services" ADD CONSTRAINT "partner_device_services_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_invites_email_idx" ON "device_invites" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "devices_consumer_location_idx" ON "devices" USING btree ("consumer_location_id");--> statement-breakpoint
CREATE INDEX "partner_device_services_answers_idx" ON "partner_device_services" USING btree ("partner_account_id","responded_at","id");