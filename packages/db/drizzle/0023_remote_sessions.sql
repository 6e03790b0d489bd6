CREATE TYPE "public"."remote_session_end_reason" AS ENUM('Cancelled', 'Closed', 'Declined', 'EndedByHomeowner', 'Expired');--> statement-breakpoint
CREATE TYPE "public"."remote_session_status" AS ENUM('Pending', 'Active', 'InProgress');--> statement-breakpoint
CREATE TABLE "partner_device_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"device_service_id" uuid,
	"status" "remote_session_status" DEFAULT 'Pending' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"requested_by" uuid,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"active_user_id" uuid,
	"ended_at" timestamp with time zone,
	"end_reason" "remote_session_end_reason",
	"ended_by" uuid
);
--> statement-breakpoint
CREATE TABLE "partner_isu_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_history" ADD COLUMN "actor_company" text;--> statement-breakpoint
ALTER TABLE "device_history" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "device_history" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "partner_device_sessions" ADD CONSTRAINT "partner_device_sessions_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_device_sessions" ADD CONSTRAINT "partner_device_sessions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_device_sessions" ADD CONSTRAINT "partner_device_sessions_device_service_id_partner_device_services_id_fk" FOREIGN KEY ("device_service_id") REFERENCES "public"."partner_device_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_device_sessions" ADD CONSTRAINT "partner_device_sessions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_device_sessions" ADD CONSTRAINT "partner_device_sessions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_device_sessions" ADD CONSTRAINT "partner_device_sessions_active_user_id_users_id_fk" FOREIGN KEY ("active_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_device_sessions" ADD CONSTRAINT "partner_device_sessions_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_isu_templates" ADD CONSTRAINT "partner_isu_templates_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_device_sessions_open_unique" ON "partner_device_sessions" USING btree ("device_id") WHERE "partner_device_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "partner_device_sessions_device_idx" ON "partner_device_sessions" USING btree ("device_id","requested_at","id");--> statement-breakpoint
CREATE INDEX "partner_device_sessions_open_idx" ON "partner_device_sessions" USING btree ("partner_account_id","requested_at") WHERE "partner_device_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "partner_device_sessions_expiry_idx" ON "partner_device_sessions" USING btree ("expires_at") WHERE "partner_device_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "partner_device_sessions_account_idx" ON "partner_device_sessions" USING btree ("partner_account_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_isu_templates_name_unique" ON "partner_isu_templates" USING btree ("partner_account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "partner_isu_templates_list_idx" ON "partner_isu_templates" USING btree ("partner_account_id","name","id");