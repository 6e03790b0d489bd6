CREATE TYPE "public"."invite_status" AS ENUM('UNSENT', 'PENDING', 'ACCEPTED', 'REJECTED', 'REQUESTED');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('Email', 'Sms');--> statement-breakpoint
CREATE TABLE "add_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"status" "invite_status" DEFAULT 'REQUESTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"invited_by" uuid,
	"send_to_email" text,
	"send_to_phone_number" text,
	"notification_type" "notification_type" NOT NULL,
	"roles" "partner_role"[] NOT NULL,
	"status" "invite_status" DEFAULT 'PENDING' NOT NULL,
	"invited_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"transport" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "add_requests" ADD CONSTRAINT "add_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_requests" ADD CONSTRAINT "add_requests_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_requests" ADD CONSTRAINT "add_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_invites" ADD CONSTRAINT "employee_invites_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_invites" ADD CONSTRAINT "employee_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_invites" ADD CONSTRAINT "employee_invites_invited_user_id_users_id_fk" FOREIGN KEY ("invited_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "add_requests_open_unique" ON "add_requests" USING btree ("user_id") WHERE "add_requests"."status" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "add_requests_account_created_idx" ON "add_requests" USING btree ("partner_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "add_requests_user_created_idx" ON "add_requests" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_invites_pending_email_unique" ON "employee_invites" USING btree ("partner_account_id",lower("send_to_email")) WHERE "employee_invites"."status" = 'PENDING' and "employee_invites"."send_to_email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_invites_pending_phone_unique" ON "employee_invites" USING btree ("partner_account_id","send_to_phone_number") WHERE "employee_invites"."status" = 'PENDING' and "employee_invites"."send_to_phone_number" is not null;--> statement-breakpoint
CREATE INDEX "employee_invites_account_created_idx" ON "employee_invites" USING btree ("partner_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at","id");