-- Filled in by its issue; regenerated from the drizzle schema files at integration.
SELECT 1;
