CREATE TABLE "partner_customer_counts" (
	"partner_account_id" uuid PRIMARY KEY NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_customer_counts" ADD CONSTRAINT "partner_customer_counts_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;