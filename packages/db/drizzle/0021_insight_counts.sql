CREATE TYPE "public"."insight_figure" AS ENUM('customersAdded', 'homesAdded', 'homesCommissioned', 'devicesInstalled', 'devicesOnline', 'requestsSent', 'requestsAccepted', 'alertsOpened', 'alertsResolved');--> statement-breakpoint
CREATE TYPE "public"."insight_span" AS ENUM('HOUR', 'DAY');--> statement-breakpoint
CREATE TABLE "insight_counts" (
	"partner_account_id" uuid NOT NULL,
	"figure" "insight_figure" NOT NULL,
	"span" "insight_span" NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insight_counts_partner_account_id_figure_span_start_dimension_pk" PRIMARY KEY("partner_account_id","figure","span","start","dimension")
);
--> statement-breakpoint
ALTER TABLE "partner_device_locations" ADD COLUMN "commissioned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insight_counts" ADD CONSTRAINT "insight_counts_partner_account_id_partner_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."partner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_device_locations_account_commissioned_idx" ON "partner_device_locations" USING btree ("partner_account_id","commissioned_at") WHERE "partner_device_locations"."commissioned_at" is not null;