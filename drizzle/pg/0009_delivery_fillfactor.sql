-- A delivery row is written three times after its insert (claim, settle; a retry's claim and settle again), each
-- within seconds. Room left on its page lets PostgreSQL put the new row version there, log only the bytes that
-- changed (not the event again) and prune the old versions in place: bench/peers/pg.ts, 3,000 deliveries, WAL
-- 8.8 -> 7.2 KB and the table and its indexes 7.5 -> 6.9 KB on disk per delivery (docs/performance.md).
ALTER TABLE "webhook_deliveries" SET (fillfactor = 60);
