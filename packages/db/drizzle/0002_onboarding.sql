CREATE TYPE "public"."agreement_consent_status" AS ENUM('Accepted', 'Rejected', 'Revoked', 'Pending', 'Deleted');--> statement-breakpoint
CREATE TYPE "public"."agreement_scope" AS ENUM('AerisApp', 'FirstAlertApp', 'AerisPro', 'AerisAdminPortal', 'ProPreRegistrationPortal');--> statement-breakpoint
CREATE TYPE "public"."agreement_type" AS ENUM('Eula', 'ProTnC', 'PrivacyStatement', 'Analytics', 'DataSharing', 'RemoteAccess');--> statement-breakpoint
CREATE TYPE "public"."partner_account_expertise" AS ENUM('ELECTRICAL', 'HVAC', 'PLUMBING', 'SECURITY', 'UTILITY_AGGREGATOR');--> statement-breakpoint
CREATE TYPE "public"."pro_category" AS ENUM('ELECTRICIAN', 'HVAC', 'PLUMBER', 'SECURITY', 'UTILITY');--> statement-breakpoint
CREATE TABLE "agreement_consents" (
	"user_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"status" "agreement_consent_status" NOT NULL,
	"responded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_consents_user_id_agreement_id_pk" PRIMARY KEY("user_id","agreement_id")
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_type" "agreement_type" NOT NULL,
	"application_scope" "agreement_scope" NOT NULL,
	"version" text NOT NULL,
	"locale" text NOT NULL,
	"country_code" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"effective_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_version_unique" UNIQUE NULLS NOT DISTINCT("agreement_type","application_scope","locale","country_code","version")
);
--> statement-breakpoint
CREATE TABLE "partner_program_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"program_name" text NOT NULL,
	"subscription_status" text NOT NULL,
	"purchase_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_accounts" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "partner_accounts" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "address_country" text;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "pro_categories" "pro_category"[] DEFAULT '{}'::pro_category[] NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "expertise" "partner_account_expertise"[] DEFAULT '{}'::partner_account_expertise[] NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "agreement_consents" ADD CONSTRAINT "agreement_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_consents" ADD CONSTRAINT "agreement_consents_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_program_enrollments" ADD CONSTRAINT "partner_program_enrollments_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_current_idx" ON "agreements" USING btree ("agreement_type","application_scope","locale","effective_date");--> statement-breakpoint
CREATE INDEX "partner_program_enrollments_account_idx" ON "partner_program_enrollments" USING btree ("partner_account_id");--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD CONSTRAINT "partner_accounts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_accounts_created_idx" ON "partner_accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "partner_accounts_name_idx" ON "partner_accounts" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "partner_users_user_idx" ON "partner_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_users_account_created_idx" ON "partner_users" USING btree ("partner_account_id","created_at","id");