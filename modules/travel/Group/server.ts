// The group's server part: a group takes its organising agency's area; its agencies must be
// travel agencies in business, its contracts the organising agency's own, its guides, coach and
// driver records that exist; only planned and running groups change, only planned or cancelled
// ones are deleted (with their itinerary, check-ins and alerts). The travel rules run after every
// write and move and on the tick. `detail` is the group page: the plan and what happened.
import { and, asc, eq, inArray } from "drizzle-orm";
import { driver, enterprise, guide, tourCheckin, tourContract, tourGroup, tourItinerary, travelAlert, vehicle } from "@db/schema";
import { L } from "@shared/module/labels";
import { rule } from "@shared/validate";
import { action, defineServer } from "@server/engine/define";
import type { Row } from "@server/engine/types";
import type { TransitionHooks } from "@server/engine/workflow/machine";
import { ApiError, FieldValidationError, type FieldProblem } from "@server/kernel/errors";
import { runTravelRules } from "../alerts";
import { TRAVEL_RULES } from "../options";
import { idsOf } from "../shared";
import groupModule from "./module";

const DAY = 86_400;
/** Days of a trip count in Beijing time (the province's). */
const TZ = 8 * 3600;
const LABELS = Object.fromEntries(Object.entries(groupModule.fields).map(([k, f]) => [k, f.label]));

const MESSAGES = {
  closed: L("团队已结束或已取消，不能修改", "The group has finished or was cancelled and cannot change"),
  deleteOnly: L("只能删除计划中或已取消的团队", "Only planned or cancelled groups can be deleted"),
  notAgency: L("不是正常经营的旅行社", "Not a travel agency in business"),
};

const rerun = (): TransitionHooks => ({
  async afterCommit(ctx, row) {
    await runTravelRules(ctx.services.db, ctx.services.clock.now(), [Number(row.id)]);
  },
});

export default defineServer({
  hooks: {
    async beforeSave(_ctx, values, _input, existing, tx) {
      if (existing && !["PLANNED", "ON_ROAD"].includes(String(existing.status))) throw new ApiError(MESSAGES.closed);
      const merged: Row = { ...existing, ...values };
      const problems: Record<string, FieldProblem> = {};
      if (Number(merged.end_at) < Number(merged.start_at)) problems.end_at = { text: L("结束时间不能早于出发时间", "The end cannot be before the start") };
      const agencyIds = [Number(merged.agency_id), ...(merged.local_agency_id ? [Number(merged.local_agency_id)] : [])];
      const agencies = await tx
        .select({ id: enterprise.id, region_code: enterprise.region_code })
        .from(enterprise)
        .where(and(inArray(enterprise.id, agencyIds), eq(enterprise.category_id, 11000), eq(enterprise.status, "NORMAL")));
      const organiser = agencies.find((a) => a.id === Number(merged.agency_id));
      if (!organiser) problems.agency_id = { text: MESSAGES.notAgency };
      if (merged.local_agency_id && !agencies.some((a) => a.id === Number(merged.local_agency_id))) problems.local_agency_id = { text: MESSAGES.notAgency };
      const contractIds = idsOf(merged.contract_ids);
      if (contractIds.length) {
        const found = await tx.select({ id: tourContract.id, agency_id: tourContract.agency_id }).from(tourContract).where(inArray(tourContract.id, contractIds));
        if (found.length !== new Set(contractIds).size) problems.contract_ids = { key: "recordNotFound" };
        else if (found.some((c) => c.agency_id !== Number(merged.agency_id))) problems.contract_ids = { text: L("只能关联组团社自己的合同", "Only the organising agency's own contracts can be linked") };
      }
      const guideIds = idsOf(merged.guide_ids);
      if (guideIds.length && (await tx.select({ id: guide.id }).from(guide).where(inArray(guide.id, guideIds))).length !== new Set(guideIds).size) problems.guide_ids = { key: "recordNotFound" };
      if (merged.vehicle_id && !(await tx.select({ id: vehicle.id }).from(vehicle).where(eq(vehicle.id, Number(merged.vehicle_id)))).length) problems.vehicle_id = { key: "recordNotFound" };
      if (merged.driver_id && !(await tx.select({ id: driver.id }).from(driver).where(eq(driver.id, Number(merged.driver_id)))).length) problems.driver_id = { key: "recordNotFound" };
      if (Object.keys(problems).length) throw new FieldValidationError(problems, LABELS);
      if (organiser) values.region_code = organiser.region_code;
      if (!existing) values.status = "PLANNED";
    },
    async afterSave(_ctx, row, _input, existing, tx) {
      // The itinerary and check-ins follow their group's agency and area.
      if (existing && (existing.agency_id !== row.agency_id || existing.region_code !== row.region_code)) {
        const moved = { agency_id: Number(row.agency_id), region_code: Number(row.region_code) };
        await tx.update(tourItinerary).set(moved).where(eq(tourItinerary.group_id, Number(row.id)));
        await tx.update(tourCheckin).set(moved).where(eq(tourCheckin.group_id, Number(row.id)));
        await tx.update(travelAlert).set(moved).where(eq(travelAlert.group_id, Number(row.id)));
      }
    },
    async afterCommit(ctx, row) {
      await runTravelRules(ctx.services.db, ctx.services.clock.now(), [Number(row.id)]);
    },
    async beforeDelete(_ctx, rows) {
      if (rows.some((r) => !["PLANNED", "CANCELLED"].includes(String(r.status)))) throw new ApiError(MESSAGES.deleteOnly);
      return rows;
    },
    async dependents(tx, row) {
      const id = Number(row.id);
      return {
        tour_itinerary: (await tx.select().from(tourItinerary).where(eq(tourItinerary.group_id, id))) as Row[],
        tour_checkin: (await tx.select().from(tourCheckin).where(eq(tourCheckin.group_id, id))) as Row[],
        travel_alert: (await tx.select().from(travelAlert).where(eq(travelAlert.group_id, id))) as Row[],
      };
    },
    async afterDelete(_ctx, rows, tx) {
      const ids = rows.map((r) => Number(r.id));
      if (!ids.length) return;
      await tx.delete(tourItinerary).where(inArray(tourItinerary.group_id, ids));
      await tx.delete(tourCheckin).where(inArray(tourCheckin.group_id, ids));
      await tx.delete(travelAlert).where(inArray(travelAlert.group_id, ids));
    },
  },
  transitions: { depart: rerun(), finish: rerun(), cancel: rerun() },
  async tick(services, now) {
    return runTravelRules(services.db, now);
  },
  actions: {
    // The group page: the group, its plan and its check-ins (each matched to the planned stop at
    // the same enterprise), and its alerts.
    detail: action({
      method: "GET",
      query: { id: rule.id({ required: true }) },
      async handle(ctx, { query }) {
        const row = await ctx.engine.read(ctx.entry, ctx, query.id);
        const { db } = ctx.services;
        const en = ctx.lang === "en";
        const name = { id: enterprise.id, name: enterprise.name, name_en: enterprise.name_en, category_id: enterprise.category_id };
        const [group] = await db.select().from(tourGroup).where(eq(tourGroup.id, query.id));
        if (!group) throw new ApiError("recordNotFound");
        const plan = await db.select().from(tourItinerary).where(eq(tourItinerary.group_id, query.id)).orderBy(asc(tourItinerary.planned_start), asc(tourItinerary.id));
        const checkins = await db.select().from(tourCheckin).where(eq(tourCheckin.group_id, query.id)).orderBy(asc(tourCheckin.checkin_at), asc(tourCheckin.id));
        const enterpriseIds = [...new Set([group.agency_id, group.local_agency_id ?? 0, ...plan.map((p) => p.enterprise_id ?? 0), ...checkins.map((c) => c.enterprise_id)])].filter(Boolean);
        const places = new Map((enterpriseIds.length ? await db.select(name).from(enterprise).where(inArray(enterprise.id, enterpriseIds)) : []).map((e) => [e.id, e]));
        const placeName = (id: number | null | undefined) => {
          const e = id ? places.get(id) : undefined;
          return e ? (en && e.name_en ? e.name_en : e.name) : "";
        };
        const guideIds = idsOf(group.guide_ids);
        const guides = guideIds.length ? await db.select({ id: guide.id, name: guide.name, card_no: guide.card_no, card_status: guide.card_status }).from(guide).where(inArray(guide.id, guideIds)) : [];
        const [coach] = group.vehicle_id ? await db.select({ plate_no: vehicle.plate_no, vehicle_type: vehicle.vehicle_type }).from(vehicle).where(eq(vehicle.id, group.vehicle_id)) : [];
        const [driverRow] = group.driver_id ? await db.select({ name: driver.name, license_class: driver.license_class }).from(driver).where(eq(driver.id, group.driver_id)) : [];
        const contractIds = idsOf(group.contract_ids);
        const contracts = contractIds.length ? await db.select({ id: tourContract.id, contract_no: tourContract.contract_no, status: tourContract.status }).from(tourContract).where(inArray(tourContract.id, contractIds)) : [];
        const alerts = await db
          .select({ id: travelAlert.id, rule_code: travelAlert.rule_code, level: travelAlert.level, status: travelAlert.status, checkin_id: travelAlert.checkin_id, raised_time: travelAlert.raised_time })
          .from(travelAlert)
          .where(eq(travelAlert.group_id, query.id))
          .orderBy(asc(travelAlert.raised_time), asc(travelAlert.id));
        const planned = plan.map((p) => ({ id: p.id, day_no: p.day_no, kind: p.kind, enterprise_id: p.enterprise_id, place: placeName(p.enterprise_id), start: p.planned_start, minutes: p.planned_minutes, note: p.note }));
        // Each check-in beside the planned stop at the same enterprise nearest in time (a stop is matched once).
        const dayOf = (t: number) => Math.floor((t + TZ) / DAY) - Math.floor((group.start_at + TZ) / DAY) + 1;
        const matched = new Set<number>();
        const actual = checkins.map((c) => {
          const candidates = plan.filter((p) => p.enterprise_id === c.enterprise_id && !matched.has(p.id)).sort((a, b) => Math.abs(a.planned_start - c.checkin_at) - Math.abs(b.planned_start - c.checkin_at));
          const stop = candidates[0];
          if (stop) matched.add(stop.id);
          const stayed = (c.checkout_at ?? (group.status === "ON_ROAD" ? ctx.services.clock.now() : c.checkin_at)) - c.checkin_at;
          return {
            id: c.id,
            day_no: dayOf(c.checkin_at),
            minutes: Math.round(stayed / 60),
            over: stop ? Math.round(stayed / 60) > stop.planned_minutes + TRAVEL_RULES.overstayGraceMinutes : false,
            enterprise_id: c.enterprise_id,
            place: placeName(c.enterprise_id),
            shopping: places.get(c.enterprise_id)?.category_id === 25000,
            source: c.source,
            checkin_at: c.checkin_at,
            checkout_at: c.checkout_at,
            address: c.place,
            planned_id: stop?.id ?? null,
            planned_minutes: stop?.planned_minutes ?? null,
          };
        });
        return {
          row,
          agency: placeName(group.agency_id),
          local_agency: placeName(group.local_agency_id),
          region: await ctx.services.areas.fullName(Number(group.region_code), ctx.lang),
          guides,
          vehicle: coach ?? null,
          driver: driverRow ?? null,
          contracts,
          planned,
          actual,
          alerts,
          now: ctx.services.clock.now(),
        };
      },
    }),
  },
});
