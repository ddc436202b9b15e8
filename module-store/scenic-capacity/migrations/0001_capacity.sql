CREATE TABLE ext_scenic_capacity (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
  spot_name TEXT NOT NULL DEFAULT '',
  region_code INTEGER,
  max_instant INTEGER NOT NULL DEFAULT 0,
  max_daily INTEGER NOT NULL DEFAULT 0,
  current_count INTEGER NOT NULL DEFAULT 0,
  alert_percent INTEGER NOT NULL DEFAULT 80,
  status TEXT NOT NULL DEFAULT '1',
  create_time INTEGER,
  update_time INTEGER
);
CREATE INDEX ext_scenic_capacity_region_idx ON ext_scenic_capacity (region_code);
