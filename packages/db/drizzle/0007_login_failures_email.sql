ALTER TABLE "login_failures" ADD COLUMN "email" text;--> statement-breakpoint
-- Blocks carry over: each (user, IP) row becomes the (normalized email, IP) row of that user.
UPDATE "login_failures" SET "email" = lower(trim("users"."email")) FROM "users" WHERE "users"."id" = "login_failures"."user_id";
