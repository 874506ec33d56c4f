-- A record imports once: the same game (its id where it was played and its seed) is kept here at most once, so two
-- imports of one record, even at the same moment, give the first.
CREATE UNIQUE INDEX "games_imported_once_idx" ON "games" USING btree ("imported_from", "seed") WHERE "imported_from" IS NOT NULL;
