CREATE TABLE "brand_logos" (
	"file_id" text PRIMARY KEY NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logo_upload_tokens" (
	"token" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"secret" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_brand_profile_product_groups" (
	"profile_id" uuid NOT NULL,
	"product_group_id" uuid NOT NULL,
	CONSTRAINT "partner_brand_profile_product_groups_profile_id_product_group_id_pk" PRIMARY KEY("profile_id","product_group_id")
);
--> statement-breakpoint
CREATE TABLE "partner_brand_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"business_email" text NOT NULL,
	"customer_service_number" text NOT NULL,
	"logo_file_id" text,
	"website_url" text,
	"apply_to_existing_installs" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_brand_profiles_account_unique" UNIQUE("partner_account_id")
);
--> statement-breakpoint
ALTER TABLE "brand_logos" ADD CONSTRAINT "brand_logos_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_logos" ADD CONSTRAINT "brand_logos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_upload_tokens" ADD CONSTRAINT "logo_upload_tokens_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_upload_tokens" ADD CONSTRAINT "logo_upload_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_brand_profile_product_groups" ADD CONSTRAINT "partner_brand_profile_product_groups_profile_id_partner_brand_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."partner_brand_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_brand_profile_product_groups" ADD CONSTRAINT "partner_brand_profile_product_groups_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_brand_profiles" ADD CONSTRAINT "partner_brand_profiles_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_brand_profiles" ADD CONSTRAINT "partner_brand_profiles_logo_file_id_brand_logos_file_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."brand_logos"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_brand_profiles" ADD CONSTRAINT "partner_brand_profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_logos_account_idx" ON "brand_logos" USING btree ("partner_account_id");--> statement-breakpoint
CREATE INDEX "logo_upload_tokens_expires_idx" ON "logo_upload_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "partner_device_services_account_type_idx" ON "partner_device_services" USING btree ("partner_account_id","service_type","requested_at");