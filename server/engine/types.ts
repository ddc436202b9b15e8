// How the server knows a module: its declaration, its Drizzle table and, when the module has
// rules of its own, hooks that run inside the generic engine's steps and transactions.
import type { SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Lang } from "@shared/i18n";
import type { ModuleDeclaration } from "@shared/module/types";
import type { Database } from "@db/client";
import type { AdminContext } from "../auth/admin-guard";
import type { MessageKey, MessageParams } from "../lang";
import type { AppServices } from "../services";
import type { ServerPart } from "./define";

export type Row = Record<string, unknown>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The database or an open transaction: hooks get whichever the step runs in. */
export type Executor = Database | Transaction;

/**
 * What the engine and module hooks may use of the app: the database and the caches and logs
 * that follow its rows. A narrow view, so a hook says by its type what it can reach (and tests
 * can build one); a module's own actions get the whole app (ActionContext).
 */
export type EngineServices = Pick<
  AppServices,
  "config" | "db" | "clock" | "siteConfig" | "areas" | "workCalendar" | "modules" | "security" | "adminRules" | "userRules" | "adminAccess" | "enterpriseGate" | "sessions" | "dictionaries" | "log"
>;

export interface CrudContext {
  services: EngineServices;
  admin: AdminContext;
  lang: Lang;
  ip: string;
  useragent: string;
  /** Raw query parameters of the call (module-specific switches such as absoluteAuth). */
  query: URLSearchParams;
  /**
   * For an admin write call: writes its admin-log row through the write's transaction (so the
   * change and its log commit together, once), and marks it written once committed.
   */
  audit?: { write(tx: Transaction): Promise<void>; committed(): void };
}

export interface ModuleHooks {
  /** Extra condition limiting the rows this admin may see and change (reference §5.6 data limits). */
  scope?(ctx: CrudContext): Promise<SQL | undefined> | SQL | undefined;
  /** Adds virtual fields to rows going out (lists and edit). */
  decorate?(ctx: CrudContext, rows: Row[]): Promise<void>;
  /**
   * Adjusts validated values before they are written (`values` holds database values and may be
   * changed). Throws ApiError or FieldValidationError to refuse.
   */
  beforeSave?(ctx: CrudContext, values: Row, input: Row, existing: Row | undefined, tx: Transaction): Promise<void>;
  /** Runs after the insert or update, in the same transaction (write only through `tx`). */
  afterSave?(ctx: CrudContext, row: Row, input: Row, existing: Row | undefined, tx: Transaction): Promise<void>;
  /** Runs once the insert or update is committed (work that uses other services' writes). */
  afterCommit?(ctx: CrudContext, row: Row, input: Row, existing: Row | undefined): Promise<void>;
  /**
   * Rows of other tables that belong to `row` and disappear with it (ON DELETE CASCADE), by
   * table name. They go into the recycle-bin snapshot and are put back when it is restored.
   */
  dependents?(tx: Transaction, row: Row): Promise<Record<string, Row[]>>;
  /** Removes rows that must not be deleted (yourself, protected rows) or throws. */
  beforeDelete?(ctx: CrudContext, rows: Row[], tx: Transaction): Promise<Row[]>;
  afterDelete?(ctx: CrudContext, rows: Row[], tx: Transaction): Promise<void>;
  /**
   * Runs once a delete is committed (work outside the database, such as removing stored files);
   * may answer the message the caller sees instead of the plain count.
   */
  afterDeleteCommit?(ctx: CrudContext, rows: Row[]): Promise<DeleteNote | void>;
  /**
   * After any committed write to the module's table, by whichever module made it (several
   * modules may be declared over one table): drop caches that hold this data. Run through
   * `services.modules.tableChanged(table, ctx)`, never called directly.
   */
  changed?(ctx: ChangeContext): void;
}

/** What a `changed` hook gets: the services (a CrudContext is one). */
export interface ChangeContext {
  services: EngineServices;
}

export interface DeleteNote {
  key: MessageKey;
  params: MessageParams;
}

export interface ServerModule {
  declaration: ModuleDeclaration;
  table: SQLiteTable;
  hooks?: ModuleHooks;
  /** The module's own actions (its server part), beside the CRUD actions the engine gives. */
  actions?: ServerPart["actions"];
  /** Side effects of its workflow's transitions (its server part). */
  transitions?: ServerPart["transitions"];
  /** What its review dialog shows beside the record (its server part). */
  review?: ServerPart["review"];
  /** Time-driven upkeep run by the scheduler's tick (its server part). */
  tick?: ServerPart["tick"];
}

/** Where a recycle-bin snapshot keeps a row's dependents (see `ModuleHooks.dependents`). */
export const DEPENDENTS_KEY = "__dependents";

