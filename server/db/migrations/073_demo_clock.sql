-- Demo mode and browser tests only (server/demo-clock.ts): how far the demo server's clock is set
-- ahead of (or behind) the system time, shared by the running server and `npm run club` through
-- the database. Outside demo mode nothing reads or writes it.
CREATE TABLE demo_clock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  offset_ms INTEGER NOT NULL
);
