-- Rate limits that hold across servers: attempts per key in fixed windows, counted in the database (a chat message per
-- seat, wrong links and new games per address), so two servers do not each give the full budget.
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_pkey" PRIMARY KEY("key","window_start")
);
