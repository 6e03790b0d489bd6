ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_user_id_ip_pk";--> statement-breakpoint
ALTER TABLE "login_failures" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_email_ip_pk" PRIMARY KEY("email","ip");--> statement-breakpoint
ALTER TABLE "login_failures" DROP COLUMN "user_id";