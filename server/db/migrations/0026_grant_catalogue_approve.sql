-- Privilege 61 (approve and publish question catalogue versions, issue 27) for the Department role
-- of an existing database, as new databases seed it. The privilege row is added here because the
-- reference seed, which adds new privileges, runs after the migrations; on an empty database the
-- role does not exist yet and the seed gives it the privilege.
INSERT INTO "privileges" ("id", "name", "name_hi")
VALUES (61, 'Approve and publish question catalogue versions', 'प्रश्न सूची संस्करण का अनुमोदन एवं प्रकाशन')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_privileges" ("role_id", "privilege_id")
SELECT r."id", 61 FROM "roles" r
WHERE r."code" = 'DEPARTMENT'
ON CONFLICT DO NOTHING;
