ALTER TABLE "games" ADD COLUMN "seed_salt" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "seed_commitment" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "sealed_seed" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "sealed_commitment" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "sealed_revealed" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "imported_from" text;