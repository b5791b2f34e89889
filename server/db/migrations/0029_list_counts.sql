-- Issue 32: what the lists of schools, users, account requests and complaints need to stay as fast
-- at 250,000 schools as at 25,000: covering indexes for their orders, and, kept by triggers in the
-- transaction of every change:
--   users.school_district_id, users.school_block_id  the place of a user's school (user management's scope);
--   school_counts, user_counts                        the lists' exact totals, a sum of a few rows;
--   schools_without_form                              the active schools with no form in each cycle not deleted,
--                                                     with the name, district and block the list reads.
-- Inserts and deletes are handled per statement (transition tables), so a bulk insert adds to each
-- count once per group; updates per row, and only when a counted column changes.
-- Counters are locked in key order, so two transactions moving rows cannot deadlock on them.
-- rebuild_list_counts() recomputes all of it from the tables: run at the end of this migration, and
-- the repair after data was loaded with triggers off.

-- The lists' orders, as covering indexes (drizzle cannot say INCLUDE): a page is read in order from
-- the index, and every filter and scope a list applies is tested on the index entry itself, so
-- walking past the rows a filter leaves out costs no visit to the table.
CREATE INDEX schools_name_idx ON schools (name, school_code) INCLUDE (udise, district_id, block_id, management, active);--> statement-breakpoint
CREATE INDEX schools_district_name_idx ON schools (district_id, name, school_code) INCLUDE (udise, block_id, management, active);--> statement-breakpoint
CREATE INDEX schools_block_name_idx ON schools (block_id, name, school_code) INCLUDE (udise, district_id, management, active);--> statement-breakpoint
-- UDISE search by prefix; it also finds an account request's school, with its place.
CREATE INDEX schools_udise_prefix_idx ON schools (udise text_pattern_ops) INCLUDE (school_code, district_id, block_id);--> statement-breakpoint
CREATE INDEX users_login_idx ON users (login_id)
  INCLUDE (id, first_name, last_name, role_id, active, district_id, block_id, school_district_id, school_block_id);--> statement-breakpoint
CREATE INDEX users_name_idx ON users (first_name, last_name, id)
  INCLUDE (login_id, role_id, active, district_id, block_id, school_district_id, school_block_id);--> statement-breakpoint
CREATE INDEX users_created_idx ON users (created_at, id)
  INCLUDE (login_id, first_name, last_name, role_id, active, district_id, block_id, school_district_id, school_block_id);--> statement-breakpoint
CREATE INDEX users_role_idx ON users (role_id, id)
  INCLUDE (login_id, first_name, last_name, active, district_id, block_id, school_district_id, school_block_id);--> statement-breakpoint
CREATE INDEX complaints_created_idx ON complaints (created_at, id) INCLUDE (status, district_id, school_code, created_by);--> statement-breakpoint
CREATE INDEX complaints_status_created_idx ON complaints (status, created_at, id) INCLUDE (district_id, school_code, created_by);--> statement-breakpoint
CREATE INDEX complaints_district_created_idx ON complaints (district_id, created_at, id) INCLUDE (status, school_code, created_by);--> statement-breakpoint
CREATE INDEX account_requests_status_created_idx ON account_requests (status, created_at, id) INCLUDE (udise);--> statement-breakpoint

CREATE FUNCTION users_school_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.school_code IS NULL THEN
    NEW.school_district_id := NULL;
    NEW.school_block_id := NULL;
  ELSE
    SELECT s.district_id, s.block_id INTO NEW.school_district_id, NEW.school_block_id FROM schools s WHERE s.school_code = NEW.school_code;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_school_place BEFORE INSERT OR UPDATE OF school_code ON users
  FOR EACH ROW EXECUTE FUNCTION users_school_place();--> statement-breakpoint

CREATE FUNCTION user_counts_add_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_counts AS c (role_id, active, district_id, block_id, school_district_id, school_block_id, n)
    SELECT role_id, active, coalesce(district_id, 0), coalesce(block_id, 0), coalesce(school_district_id, 0), coalesce(school_block_id, 0), count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (role_id, active, district_id, block_id, school_district_id, school_block_id) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO user_counts AS c (role_id, active, district_id, block_id, school_district_id, school_block_id, n)
    SELECT role_id, active, coalesce(district_id, 0), coalesce(block_id, 0), coalesce(school_district_id, 0), coalesce(school_block_id, 0), -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (role_id, active, district_id, block_id, school_district_id, school_block_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_add_rows();--> statement-breakpoint
CREATE TRIGGER user_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_add_rows();--> statement-breakpoint

CREATE FUNCTION user_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts AS c (role_id, active, district_id, block_id, school_district_id, school_block_id, n)
  SELECT * FROM (VALUES
    (OLD.role_id, OLD.active, coalesce(OLD.district_id, 0), coalesce(OLD.block_id, 0), coalesce(OLD.school_district_id, 0), coalesce(OLD.school_block_id, 0), -1),
    (NEW.role_id, NEW.active, coalesce(NEW.district_id, 0), coalesce(NEW.block_id, 0), coalesce(NEW.school_district_id, 0), coalesce(NEW.school_block_id, 0), 1)
  ) AS m(role_id, active, district_id, block_id, school_district_id, school_block_id, n)
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (role_id, active, district_id, block_id, school_district_id, school_block_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_counts_update AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.role_id, OLD.active, OLD.district_id, OLD.block_id, OLD.school_district_id, OLD.school_block_id)
    IS DISTINCT FROM (NEW.role_id, NEW.active, NEW.district_id, NEW.block_id, NEW.school_district_id, NEW.school_block_id))
  EXECUTE FUNCTION user_counts_move();--> statement-breakpoint

CREATE FUNCTION school_rows_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO school_counts AS c (district_id, block_id, management, active, n)
    SELECT district_id, block_id, management, active, count(*) FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (district_id, block_id, management, active) DO UPDATE SET n = c.n + excluded.n;
    -- A new school has no form yet: it is without one in every cycle not deleted.
    INSERT INTO schools_without_form (cycle_id, school_code, name, district_id, block_id)
    SELECT c.id, s.school_code, s.name, s.district_id, s.block_id FROM new_rows s CROSS JOIN cycles c WHERE s.active AND c.status <> 'DELETED'
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO school_counts AS c (district_id, block_id, management, active, n)
    SELECT district_id, block_id, management, active, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (district_id, block_id, management, active) DO UPDATE SET n = c.n + excluded.n;
    DELETE FROM schools_without_form g USING old_rows o WHERE g.school_code = o.school_code;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER school_rows_insert AFTER INSERT ON schools REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION school_rows_added_or_removed();--> statement-breakpoint
CREATE TRIGGER school_rows_delete AFTER DELETE ON schools REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION school_rows_added_or_removed();--> statement-breakpoint

CREATE FUNCTION school_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.district_id, OLD.block_id, OLD.management, OLD.active) IS DISTINCT FROM (NEW.district_id, NEW.block_id, NEW.management, NEW.active) THEN
    INSERT INTO school_counts AS c (district_id, block_id, management, active, n)
    SELECT * FROM (VALUES (OLD.district_id, OLD.block_id, OLD.management, OLD.active, -1), (NEW.district_id, NEW.block_id, NEW.management, NEW.active, 1))
      AS m(district_id, block_id, management, active, n)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (district_id, block_id, management, active) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  IF (OLD.district_id, OLD.block_id) IS DISTINCT FROM (NEW.district_id, NEW.block_id) THEN
    UPDATE users SET school_district_id = NEW.district_id, school_block_id = NEW.block_id WHERE school_code = NEW.school_code;
  END IF;
  IF OLD.active AND NOT NEW.active THEN
    DELETE FROM schools_without_form WHERE school_code = NEW.school_code;
  ELSIF NEW.active AND NOT OLD.active THEN
    INSERT INTO schools_without_form (cycle_id, school_code, name, district_id, block_id)
    SELECT c.id, NEW.school_code, NEW.name, NEW.district_id, NEW.block_id FROM cycles c
    WHERE c.status <> 'DELETED' AND NOT EXISTS (SELECT 1 FROM forms f WHERE f.cycle_id = c.id AND f.school_code = NEW.school_code)
    ON CONFLICT DO NOTHING;
  ELSIF (OLD.name, OLD.district_id, OLD.block_id) IS DISTINCT FROM (NEW.name, NEW.district_id, NEW.block_id) THEN
    UPDATE schools_without_form SET name = NEW.name, district_id = NEW.district_id, block_id = NEW.block_id WHERE school_code = NEW.school_code;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER school_row_update AFTER UPDATE ON schools FOR EACH ROW
  WHEN ((OLD.district_id, OLD.block_id, OLD.management, OLD.active, OLD.name) IS DISTINCT FROM (NEW.district_id, NEW.block_id, NEW.management, NEW.active, NEW.name))
  EXECUTE FUNCTION school_row_changed();--> statement-breakpoint

CREATE FUNCTION form_rows_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    DELETE FROM schools_without_form g USING new_rows n WHERE g.cycle_id = n.cycle_id AND g.school_code = n.school_code;
  ELSE
    -- A school whose form is removed is without one again, if it is active and the cycle is not deleted.
    INSERT INTO schools_without_form (cycle_id, school_code, name, district_id, block_id)
    SELECT DISTINCT o.cycle_id, o.school_code, s.name, s.district_id, s.block_id FROM old_rows o
    JOIN schools s ON s.school_code = o.school_code AND s.active
    JOIN cycles c ON c.id = o.cycle_id AND c.status <> 'DELETED'
    WHERE NOT EXISTS (SELECT 1 FROM forms f WHERE f.cycle_id = o.cycle_id AND f.school_code = o.school_code)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER form_rows_insert AFTER INSERT ON forms REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION form_rows_added_or_removed();--> statement-breakpoint
CREATE TRIGGER form_rows_delete AFTER DELETE ON forms REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION form_rows_added_or_removed();--> statement-breakpoint

-- A form is never moved to another school or cycle; should one be, both cycles' lists stay right.
CREATE FUNCTION form_row_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM schools_without_form WHERE cycle_id = NEW.cycle_id AND school_code = NEW.school_code;
  INSERT INTO schools_without_form (cycle_id, school_code, name, district_id, block_id)
  SELECT OLD.cycle_id, OLD.school_code, s.name, s.district_id, s.block_id FROM schools s JOIN cycles c ON c.id = OLD.cycle_id AND c.status <> 'DELETED'
  WHERE s.school_code = OLD.school_code AND s.active
    AND NOT EXISTS (SELECT 1 FROM forms f WHERE f.cycle_id = OLD.cycle_id AND f.school_code = OLD.school_code)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER form_row_move AFTER UPDATE ON forms FOR EACH ROW
  WHEN ((OLD.cycle_id, OLD.school_code) IS DISTINCT FROM (NEW.cycle_id, NEW.school_code))
  EXECUTE FUNCTION form_row_moved();--> statement-breakpoint

CREATE FUNCTION cycle_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM schools_without_form WHERE cycle_id = OLD.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 'DELETED' THEN
    DELETE FROM schools_without_form WHERE cycle_id = NEW.id;
  ELSIF NEW.status <> 'DELETED' AND (TG_OP = 'INSERT' OR OLD.status = 'DELETED') THEN
    INSERT INTO schools_without_form (cycle_id, school_code, name, district_id, block_id)
    SELECT NEW.id, s.school_code, s.name, s.district_id, s.block_id FROM schools s
    WHERE s.active AND NOT EXISTS (SELECT 1 FROM forms f WHERE f.cycle_id = NEW.id AND f.school_code = s.school_code)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER cycle_row_added_or_removed AFTER INSERT OR DELETE ON cycles FOR EACH ROW EXECUTE FUNCTION cycle_row_changed();--> statement-breakpoint
CREATE TRIGGER cycle_row_update AFTER UPDATE ON cycles FOR EACH ROW
  WHEN ((OLD.status = 'DELETED') IS DISTINCT FROM (NEW.status = 'DELETED'))
  EXECUTE FUNCTION cycle_row_changed();--> statement-breakpoint

CREATE FUNCTION rebuild_list_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE schools, users, forms, cycles IN SHARE MODE;
  UPDATE users u SET school_district_id = s.district_id, school_block_id = s.block_id FROM schools s
  WHERE s.school_code = u.school_code AND (u.school_district_id, u.school_block_id) IS DISTINCT FROM (s.district_id, s.block_id);
  UPDATE users SET school_district_id = NULL, school_block_id = NULL
  WHERE school_code IS NULL AND (school_district_id IS NOT NULL OR school_block_id IS NOT NULL);
  DELETE FROM school_counts;
  INSERT INTO school_counts (district_id, block_id, management, active, n)
  SELECT district_id, block_id, management, active, count(*) FROM schools GROUP BY 1, 2, 3, 4;
  DELETE FROM user_counts;
  INSERT INTO user_counts (role_id, active, district_id, block_id, school_district_id, school_block_id, n)
  SELECT role_id, active, coalesce(district_id, 0), coalesce(block_id, 0), coalesce(school_district_id, 0), coalesce(school_block_id, 0), count(*)
  FROM users GROUP BY 1, 2, 3, 4, 5, 6;
  DELETE FROM schools_without_form;
  INSERT INTO schools_without_form (cycle_id, school_code, name, district_id, block_id)
  SELECT c.id, s.school_code, s.name, s.district_id, s.block_id FROM cycles c JOIN schools s ON s.active
  WHERE c.status <> 'DELETED' AND NOT EXISTS (SELECT 1 FROM forms f WHERE f.cycle_id = c.id AND f.school_code = s.school_code);
END $$;--> statement-breakpoint
SELECT rebuild_list_counts();
--> statement-breakpoint
-- The table is only ever read a page or a capped count at a time: a parallel plan's workers cost more to start than they save.
ALTER TABLE schools_without_form SET (parallel_workers = 0);
