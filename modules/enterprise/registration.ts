// Enterprise registration by the enterprise itself (spec §2 adminRegister, domain §4.2): the
// caller's own application only — the enterprise id of the page's URL is never trusted.
import { asc, eq } from "drizzle-orm";
import { admin, auditRecord, enterprise } from "@db/schema";
import type { Lang } from "@shared/i18n";
import { validate } from "@shared/validate";
import type { AdminContext } from "@server/auth/admin-guard";
import { isEnterpriseAccount } from "@server/auth/enterprise-gate";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import type { Row } from "@server/engine/types";
import { uploadSettings } from "@server/services/public-site";
import { note, statusLabel as statusText, transition, type AuditAction } from "./audit-machine";
import { checkEnterpriseValues, FIELD_LABELS, registrationRules, toColumns, toWireValues } from "./fields";

export type EnterpriseRow = typeof enterprise.$inferSelect;

const EDITABLE = new Set(["DRAFT", "RETURNED", "WITHDRAWN"]);

export const parseList = (text: string): string[] => {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

/** An application as the registration page and the audit workbench show it. */
export function applicationView(row: EnterpriseRow) {
  return {
    id: row.id,
    ...toWireValues(row as unknown as Row),
    status: row.status,
    credit_level: row.credit_level,
    audit_status: row.audit_status,
    missing_items: parseList(row.missing_items),
    audit_opinion: row.audit_opinion,
    submit_time: row.submit_time,
    accept_time: row.accept_time,
    decide_time: row.decide_time,
    notify_due_time: row.notify_due_time,
    decide_due_time: row.decide_due_time,
    create_time: row.create_time,
    update_time: row.update_time,
  };
}

export async function auditHistory(services: AppServices, enterpriseId: number) {
  const rows = await services.db.select().from(auditRecord).where(eq(auditRecord.enterprise_id, enterpriseId)).orderBy(asc(auditRecord.id)).limit(500);
  return rows.map((r) => ({ ...r, missing_items: parseList(r.missing_items) }));
}

export function createRegistration(services: AppServices) {
  const { db } = services;
  const timeZone = async () => await services.siteConfig.timeZone();
  const operatorOf = (who: AdminContext) => ({ id: who.id, name: who.row.nickname || who.row.username });

  const requireEnterpriseAccount = (who: AdminContext) => {
    if (!isEnterpriseAccount(who)) throw new ApiError("notEnterpriseAccount");
  };

  const own = async (who: AdminContext): Promise<EnterpriseRow | undefined> => {
    if (!who.row.enterprise_id) return undefined;
    const [row] = await db.select().from(enterprise).where(eq(enterprise.id, who.row.enterprise_id));
    return row;
  };

  const changed = (who: AdminContext, enterpriseId: number) => {
    services.enterpriseGate.invalidate(enterpriseId);
    services.adminAccess.invalidate(who.id);
  };

  /** Saves the form into the caller's application (creating it), moving WITHDRAWN back to DRAFT. */
  const save = async (who: AdminContext, body: unknown, mode: "draft" | "submit", lang: Lang): Promise<EnterpriseRow> => {
    requireEnterpriseAccount(who);
    if (!body || typeof body !== "object") throw new ApiError("emptyBody");
    const current = await own(who);
    if (current && !EDITABLE.has(current.audit_status)) {
      throw new ApiError(current.audit_status === "REJECTED" ? "auditNotAllowed" : "registrationNotEditable", { status: statusText(current.audit_status, lang) });
    }
    // A draft checks what is there; a submission checks the whole application as it will be.
    const checked = validate(registrationRules("draft"), body, { partial: Boolean(current) });
    if (!checked.ok) throw new FieldValidationError(checked.errors, FIELD_LABELS);
    const values = toColumns(checked.value as Row);
    if (mode === "submit") {
      const merged = { ...(current ? toWireValues(current as unknown as Row) : {}), ...(checked.value as Row) };
      const full = validate(registrationRules("submit"), merged);
      if (!full.ok) throw new FieldValidationError(full.errors, FIELD_LABELS);
    }
    const zone = await timeZone();
    const calendar = await services.workCalendar.get();
    const saved = await db.transaction(async (tx) => {
      await checkEnterpriseValues(tx, services.areas, { ...current, ...values }, current?.id);
      let row = current;
      if (!row) {
        const [created] = await tx
          .insert(enterprise)
          .values({ ...(values as typeof enterprise.$inferInsert), audit_status: "DRAFT", applicant_id: who.id })
          .returning();
        if (!created) throw new Error("enterprise insert returned no row");
        await tx.update(admin).set({ enterprise_id: created.id }).where(eq(admin.id, who.id));
        await note(tx, "register", { id: created.id, enterpriseId: created.id, status: "DRAFT" }, "save", operatorOf(who));
        row = created;
      } else {
        if (row.audit_status === "WITHDRAWN") {
          await transition(tx, "register", { id: row.id, enterpriseId: row.id, status: row.audit_status }, "reopen", operatorOf(who), {}, { lang, timeZone: zone, calendar });
        }
        if (Object.keys(values).length) await tx.update(enterprise).set(values).where(eq(enterprise.id, row.id));
      }
      const [fresh] = await tx.select().from(enterprise).where(eq(enterprise.id, row.id));
      if (!fresh) throw new ApiError("recordNotFound");
      if (mode === "submit") {
        const action: AuditAction = fresh.audit_status === "RETURNED" ? "resubmit" : "submit";
        await transition(tx, "register", { id: fresh.id, enterpriseId: fresh.id, status: fresh.audit_status }, action, operatorOf(who), {}, { lang, timeZone: zone, calendar });
      }
      return fresh;
    });
    changed(who, saved.id);
    return saved;
  };

  /** A move that needs no form (withdraw, restart). */
  const move = async (who: AdminContext, action: "withdraw" | "restart", lang: Lang) => {
    requireEnterpriseAccount(who);
    const current = await own(who);
    if (!current) throw new ApiError("enterpriseRequired");
    const zone = await timeZone();
    const calendar = await services.workCalendar.get();
    await db.transaction((tx) =>
      transition(tx, "register", { id: current.id, enterpriseId: current.id, status: current.audit_status }, action, operatorOf(who), {}, { lang, timeZone: zone, calendar }),
    );
    changed(who, current.id);
  };

  return {
    async state(who: AdminContext) {
      requireEnterpriseAccount(who);
      const row = await own(who);
      return {
        account: { id: who.row.id, username: who.row.username, nickname: who.row.nickname },
        enterprise: row ? { ...applicationView(row), region_path: await services.areas.path(row.region_code ?? 0), region_code_text: await services.areas.fullName(row.region_code) } : null,
        records: row ? await auditHistory(services, row.id) : [],
        /** The page is not the console, so it gets the upload rules here. */
        upload: await uploadSettings(services),
      };
    },
    save: (who: AdminContext, body: unknown, lang: Lang) => save(who, body, "draft", lang),
    submit: (who: AdminContext, body: unknown, lang: Lang) => save(who, body, "submit", lang),
    withdraw: (who: AdminContext, lang: Lang) => move(who, "withdraw", lang),
    restart: (who: AdminContext, lang: Lang) => move(who, "restart", lang),
  };
}
