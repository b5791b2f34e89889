-- The Department role edits the question catalogue (privilege 60) from now on, as new
-- databases seed it; the Administrator keeps it. Only where the privilege and the role exist
-- (an empty database gets both from the seed).
INSERT INTO "role_privileges" ("role_id", "privilege_id")
SELECT r."id", 60 FROM "roles" r
WHERE r."code" = 'DEPARTMENT' AND EXISTS (SELECT 1 FROM "privileges" p WHERE p."id" = 60)
ON CONFLICT DO NOTHING;
