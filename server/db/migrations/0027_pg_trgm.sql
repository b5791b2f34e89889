-- Trigram indexes let the lists search school names ('%school 1234%') without reading every school.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
