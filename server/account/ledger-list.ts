// A member's own balance or score log (reference §9.2 balance / integral): newest first, paged
// and counted in SQL. Money goes out in yuan with two decimals, times formatted.
import { count, desc, eq } from "drizzle-orm";
import { userMoneyLog, userScoreLog } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import { LEDGER_PAGE_SIZE, ledgerPageRules, type LedgerEntry, type LedgerPage } from "@shared/contracts/member";
import { validate } from "@shared/validate";
import { FieldValidationError } from "../kernel/errors";
import { centsToYuan } from "@shared/money";
import type { AppServices } from "../services";
import { siteTimeZone } from "./days";

export { LEDGER_MAX_PAGE_SIZE, LEDGER_PAGE_SIZE } from "@shared/contracts/member";

const pageRules = ledgerPageRules;

export async function listLedger(services: AppServices, kind: "money" | "score", userId: number, query: unknown): Promise<LedgerPage> {
  const input = validate(pageRules, query);
  if (!input.ok) throw new FieldValidationError(input.errors);
  const page = input.value.page ?? 1;
  const limit = input.value.limit ?? LEDGER_PAGE_SIZE;
  const table = kind === "money" ? userMoneyLog : userScoreLog;
  const [total] = await services.db.select({ n: count() }).from(table).where(eq(table.user_id, userId));
  const rows = await services.db
    .select()
    .from(table)
    .where(eq(table.user_id, userId))
    .orderBy(desc(table.create_time), desc(table.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const timeZone = await siteTimeZone(services);
  const shown = (value: number) => (kind === "money" ? centsToYuan(value) : value);
  const list: LedgerEntry[] = rows.map((row) => ({
    id: row.id,
    ...("money" in row ? { money: centsToYuan(row.money) } : { score: row.score }),
    before: shown(row.before),
    after: shown(row.after),
    memo: row.memo,
    create_time: formatDateTime(row.create_time, timeZone),
  }));
  return { list, total: total?.n ?? 0, page, limit };
}
