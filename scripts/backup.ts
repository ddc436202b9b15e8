// Backups of the embedded database (README "Backups"):
//   bun run backup                      writes a consistent copy while the server runs
//                                       (SQLite's VACUUM INTO reads one snapshot), checks it, and
//                                       keeps the newest BACKUP_KEEP (7) in BACKUP_DIR
//                                       (DATA_DIR/backups), mode 600
//   bun run backup --restore <file>     checks the copy and puts it in place of the database,
//                 [--to <database>]     keeping the replaced file beside it; refused while a
//                                       server has the database open (stop it first)
// The settings are the server's (DATA_DIR, DATABASE_URL); a libSQL server (sqld, Turso) keeps
// its own snapshots, so only `file:` databases are handled here.
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import Database from "libsql";
import { ConfigError, loadConfig } from "../server/config";

// Everything this script writes is for the owner only (the copy holds password hashes).
process.umask(0o077);

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const shown = (path: string) => relative(process.cwd(), path) || path;

function fail(message: string): never {
  console.error(`Backup error: ${message}`);
  process.exit(1);
}

function databasePath(): string {
  let url: string;
  try {
    url = loadConfig().databaseUrl;
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  if (!url.startsWith("file:")) fail(`DATABASE_URL is not a file (${url.replace(/\/\/[^@]*@/, "//***@")}); a libSQL server keeps its own snapshots.`);
  return resolve(url.slice("file:".length).replace(/^\/\/(?=\/)/, ""));
}

/** Opens a copy read-only and checks it: integrity, tables and rows. */
export function checkCopy(path: string): { tables: number; rows: number } {
  const db = new Database(path, { readonly: true });
  try {
    const integrity = db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    const verdict = integrity.map((r) => r.integrity_check).join("; ");
    if (verdict !== "ok") throw new Error(`integrity check failed: ${verdict}`);
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((t) => t.name);
    if (!tables.includes("__drizzle_migrations")) throw new Error("this is not a database of the platform (no migrations table)");
    let rows = 0;
    for (const table of tables) rows += Number((db.prepare(`SELECT count(*) AS n FROM "${table.replace(/"/g, '""')}"`).get() as { n: number }).n);
    return { tables: tables.length, rows };
  } finally {
    db.close();
  }
}

/** True when another connection (a running server) has the database open. */
function inUse(path: string): boolean {
  const db = new Database(path, { timeout: 200 });
  try {
    db.exec("PRAGMA locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function backup() {
  const source = databasePath();
  if (!existsSync(source)) fail(`there is no database at ${shown(source)}`);
  const dir = resolve(process.env.BACKUP_DIR?.trim() || join(loadConfig().dataDir, "backups"));
  const keep = Number(option("--keep") ?? process.env.BACKUP_KEEP ?? 7);
  if (!Number.isInteger(keep) || keep < 1) fail(`BACKUP_KEEP must be a whole number of at least 1, got "${process.env.BACKUP_KEEP ?? option("--keep")}"`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = basename(source).replace(/\.db$/, "");
  let target = join(dir, `${name}-${stamp()}.db`);
  for (let n = 2; existsSync(target); n++) target = join(dir, `${name}-${stamp()}-${n}.db`);

  const started = performance.now();
  const db = new Database(source, { timeout: 30_000 });
  try {
    // One read transaction: writers go on meanwhile (WAL), the copy is the state at its start.
    db.prepare("VACUUM INTO ?").run(target);
  } catch (error) {
    rmSync(target, { force: true });
    fail(`could not copy ${shown(source)}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    db.close();
  }
  chmodSync(target, 0o600);
  let checked: { tables: number; rows: number };
  try {
    checked = checkCopy(target);
  } catch (error) {
    rmSync(target, { force: true });
    fail(`the copy is not usable and was removed: ${error instanceof Error ? error.message : String(error)}`);
  }

  // Rotation: the newest `keep` copies of this database stay.
  const copies = readdirSync(dir)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith(".db"))
    .map((f) => join(dir, f))
    .sort((x, y) => statSync(y).mtimeMs - statSync(x).mtimeMs || y.localeCompare(x));
  const removed = copies.slice(keep);
  for (const old of removed) rmSync(old, { force: true });

  console.log(
    `Backup written: ${shown(target)} (${megabytes(statSync(target).size)}, ${checked.tables} tables, ${checked.rows} rows, integrity ok, ${Math.round(performance.now() - started)} ms); ` +
      `${Math.min(copies.length, keep)} kept${removed.length ? `, ${removed.length} older removed` : ""}`,
  );
}

function restore(file: string) {
  const from = resolve(file);
  if (!existsSync(from)) fail(`there is no file ${shown(from)}`);
  const to = resolve(option("--to") ?? databasePath());
  let checked: { tables: number; rows: number };
  try {
    checked = checkCopy(from);
  } catch (error) {
    fail(`${shown(from)} cannot be restored: ${error instanceof Error ? error.message : String(error)}`);
  }
  mkdirSync(dirname(to), { recursive: true });
  let kept = "";
  if (existsSync(to)) {
    if (inUse(to)) fail(`${shown(to)} is open (a server is running on it); stop every server using it, then restore again.`);
    kept = `${to}.before-restore-${stamp()}`;
    renameSync(to, kept);
  }
  // A write-ahead log of the replaced database must not be applied to the restored one.
  for (const companion of [`${to}-wal`, `${to}-shm`]) rmSync(companion, { force: true });
  const temporary = `${to}.restoring`;
  copyFileSync(from, temporary);
  chmodSync(temporary, 0o600);
  renameSync(temporary, to);
  console.log(`Restored ${shown(from)} to ${shown(to)} (${checked.tables} tables, ${checked.rows} rows, integrity ok)${kept ? `; the replaced database is kept as ${shown(kept)}` : ""}`);
}

const restoreFrom = option("--restore");
if (args.includes("--restore")) {
  if (!restoreFrom) fail("--restore needs the backup file to restore");
  restore(restoreFrom);
} else {
  backup();
}
