// Demo tour groups (reference domain §10): about 800 groups of the demo agencies over the last
// twelve months and the next two, made from the demo contracts (a group gathers the contracts
// of one agency, route and departure), each with its itinerary by day at the province's scenic
// spots, restaurants, hotels and shopping stores, guides, a coach and a driver whose licence
// fits it; the check-ins of the trips that ran or are running (a few dozen groups on the road
// today); the group's moves in the trail. Some groups break a rule on purpose (on the road with
// no signed contract, an unplanned shopping stop, a long stay, a guide or coach booked twice, an
// invalid guide card, a coach with an ended certificate, a driver without the licence class),
// the travel rules then run once, and earlier alerts are decided (confirmed, dismissed,
// transferred to a case, cleared) so the inbox holds every rule in every state. Rows are built in
// memory and inserted in batches in one transaction.
import { and, eq, inArray, sql } from "drizzle-orm";
import { auditRecord, driver, enterprise, guide, tourCheckin, tourContract, tourGroup, tourItinerary, travelAlert, vehicle } from "@db/schema";
import { runTravelRules } from "@modules/travel/alerts";
import type { DemoContext, DemoSeeder } from "./context";

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
const TZ = 8 * HOUR;

/** The city or county (GB/T 2260 prefix) each day of a route spends in. */
const ROUTE_DAYS: Record<string, string[]> = {
  "海口-文昌-琼海-三亚 5天4晚": ["4601", "469005", "469002", "4602", "4602"],
  "三亚一日游 南山+天涯海角": ["4602"],
  蜈支洲岛潜水一日游: ["4602"],
  "海口骑楼老街+火山口地质公园一日游": ["4601"],
  "三亚-陵水分界洲岛-万宁 3天2晚": ["4602", "469028", "469006"],
  "海口-儋州-五指山-保亭-三亚 6天5晚": ["4601", "4604", "469001", "469029", "4602", "4602"],
  "琼海博鳌+万泉河 2天1晚": ["469002", "469002"],
  "三亚亚龙湾热带天堂森林公园一日游": ["4602"],
};

const CASE_OPINIONS = ["未签订旅游合同即组织出团，移送执法立案", "擅自增加购物场所，情节较重，移送立案", "使用无有效证件车辆从事旅游客运，移送立案"];
const CONFIRM_OPINIONS = ["经核实属实，已责令旅行社限期整改", "导游擅自变更行程，已约谈旅行社负责人", "经核查属实，记入诚信档案"];
const DISMISS_OPINIONS = ["经核实为游客自行前往，非旅行社安排", "终端签到误报，已核实", "行程变更已征得全体游客书面同意"];

type Place = { id: number; region: string; address: string; lng: number | null; lat: number | null };
type Stop = typeof tourItinerary.$inferInsert & { planned_minutes: number };
type Visit = typeof tourCheckin.$inferInsert;

export const demoTravel: DemoSeeder = {
  name: "demo:travel",
  async run(ctx: DemoContext) {
    const { db, random, now } = ctx;
    const contracts = await db
      .select({ id: tourContract.id, agency_id: tourContract.agency_id, region_code: tourContract.region_code, tour_no: tourContract.tour_no, route_name: tourContract.route_name, depart_at: tourContract.depart_at, return_at: tourContract.return_at, status: tourContract.status, people: sql<number>`${tourContract.adult_count} + ${tourContract.child_count}`, guide_id: tourContract.guide_id, shopping_stops: tourContract.shopping_stops })
      .from(tourContract)
      .where(inArray(tourContract.status, ["SIGNED", "IN_PROGRESS", "COMPLETED", "PENDING_SIGN", "CANCELLED_BY_AGENCY"]))
      .orderBy(tourContract.depart_at, tourContract.id);
    if (contracts.length === 0) return;
    const places = await db
      .select({ id: enterprise.id, category_id: enterprise.category_id, region_code: enterprise.region_code, address: enterprise.address, lng: enterprise.lng, lat: enterprise.lat })
      .from(enterprise)
      .where(and(inArray(enterprise.category_id, [12000, 13000, 14000, 18000, 19000, 25000]), eq(enterprise.status, "NORMAL"), eq(enterprise.audit_status, "APPROVED")));
    const byCategory = new Map<number, Place[]>();
    for (const p of places) byCategory.set(p.category_id ?? 0, [...(byCategory.get(p.category_id ?? 0) ?? []), { id: p.id, region: String(p.region_code), address: p.address ?? "", lng: p.lng, lat: p.lat }]);
    const placeIn = (categories: number[], region: string): Place | undefined => {
      const all = categories.flatMap((c) => byCategory.get(c) ?? []);
      const near = all.filter((p) => p.region.startsWith(region));
      return near.length ? random.pick(near) : all.length ? random.pick(all) : undefined;
    };
    const guides = await db.select({ id: guide.id, agency_id: guide.agency_id, card_status: guide.card_status }).from(guide);
    const validGuides = new Map<number, number[]>();
    for (const g of guides) if (g.agency_id && (g.card_status === "VALID" || g.card_status === "EXPIRING")) validGuides.set(g.agency_id, [...(validGuides.get(g.agency_id) ?? []), g.id]);
    const badGuides = guides.filter((g) => !["VALID", "EXPIRING"].includes(g.card_status)).map((g) => g.id);
    const today = new Date((now + TZ) * 1000).toISOString().slice(0, 10);
    const coaches = await db.select({ id: vehicle.id, type: vehicle.vehicle_type, company_id: vehicle.company_id, t: vehicle.transport_cert_expire, i: vehicle.inspection_expire, s: vehicle.insurance_expire, status: vehicle.status }).from(vehicle);
    const goodCoaches = coaches.filter((v) => v.status === "ACTIVE" && v.type === "LARGE_BUS" && [v.t, v.i, v.s].every((d) => d > today));
    const endedCoaches = coaches.filter((v) => v.type === "LARGE_BUS" && [v.t, v.i, v.s].some((d) => d !== "" && d <= today));
    const drivers = await db.select({ id: driver.id, klass: driver.license_class, company_id: driver.company_id }).from(driver).where(eq(driver.status, "ACTIVE"));
    const busDrivers = drivers.filter((d) => d.klass === "A1");
    const carDrivers = drivers.filter((d) => d.klass !== "A1");

    // Groups: the contracts of one agency, route and departure, four at most.
    const buckets = new Map<string, typeof contracts>();
    for (const c of contracts) {
      const key = `${c.agency_id}|${c.route_name}|${c.depart_at}`;
      const bucket = buckets.get(key) ?? [];
      if (bucket.length < 4) bucket.push(c);
      buckets.set(key, bucket);
    }
    const all = [...buckets.values()];
    const running = all.filter((b) => b[0] && b[0].depart_at <= now && b[0].return_at > now && b.some((c) => c.status === "IN_PROGRESS"));
    const rest = all.filter((b) => !running.includes(b));
    const chosen = [...running, ...rest.filter(() => random.chance(Math.min(1, (800 - running.length) / Math.max(1, rest.length))))].slice(0, 800);
    chosen.sort((a, b) => (a[0]?.depart_at ?? 0) - (b[0]?.depart_at ?? 0));

    const [last] = await db.select({ id: sql<number>`coalesce(max(${tourGroup.id}), 0)` }).from(tourGroup);
    let nextId = Number(last?.id ?? 0);
    const groups: (typeof tourGroup.$inferInsert)[] = [];
    const stops: Stop[] = [];
    const visits: Visit[] = [];
    const trail: (typeof auditRecord.$inferInsert)[] = [];
    const busy = new Map<string, [number, number][]>();
    const free = (key: string, from: number, to: number) => !(busy.get(key) ?? []).some(([a, b]) => a < to && b > from);
    const book = (key: string, from: number, to: number) => busy.set(key, [...(busy.get(key) ?? []), [from, to]]);
    const system = { operator_type: "system", operator_id: 0, operator_name: "system" };
    /** Groups meant to break a rule on purpose, by rule. */
    const planted = { noContract: 0, unplannedNow: 0, guideClash: 0, vehicleClash: 0, badCard: 0, endedCoach: 0, wrongClass: 0 };
    const plannedGroups: (typeof tourGroup.$inferInsert)[] = [];
    /** Groups on the road today that have checked in somewhere (every fourth stops at a store not in the plan). */
    let onRoadVisited = 0;
    let onRoadCount = 0;
    let plannedCount = 0;

    for (const bucket of chosen) {
      const first = bucket[0];
      if (!first) continue;
      const id = ++nextId;
      const start = first.depart_at;
      const end = first.return_at;
      const cancelled = bucket.every((c) => c.status === "CANCELLED_BY_AGENCY");
      const status = cancelled ? "CANCELLED" : end <= now ? "FINISHED" : start <= now ? "ON_ROAD" : "PLANNED";
      const signed = bucket.filter((c) => ["SIGNED", "IN_PROGRESS", "COMPLETED"].includes(c.status));
      let contractIds = (signed.length ? signed : bucket).map((c) => c.id);
      if (status === "ON_ROAD") onRoadCount++;
      if (status === "ON_ROAD" && planted.noContract < 4 && onRoadCount % 6 === 3) {
        contractIds = bucket.filter((c) => c.status === "PENDING_SIGN").map((c) => c.id);
        planted.noContract++;
      }
      const leaders = validGuides.get(first.agency_id) ?? [];
      const days = ROUTE_DAYS[first.route_name] ?? ["46"];
      const guideIds: number[] = [];
      const own = first.guide_id && leaders.includes(first.guide_id) && (status === "FINISHED" || free(`g${first.guide_id}`, start, end)) ? first.guide_id : leaders.find((g) => status === "FINISHED" || free(`g${g}`, start, end));
      if (own) guideIds.push(own);
      let coach = goodCoaches.length ? random.pick(goodCoaches) : undefined;
      for (let tries = 0; coach && status !== "FINISHED" && !free(`v${coach.id}`, start, end) && tries < 8; tries++) coach = random.pick(goodCoaches);
      const sameCompany = busDrivers.filter((d) => d.company_id === coach?.company_id);
      let driverId = coach ? (sameCompany.length ? random.pick(sameCompany) : busDrivers.length ? random.pick(busDrivers) : undefined)?.id : undefined;
      if (status === "PLANNED") {
        // Rule breakers among the groups ahead (a few of each, spread over the coming weeks).
        const turn = ++plannedCount % 10;
        if (planted.badCard < 3 && badGuides.length && turn === 1) {
          guideIds.push(random.pick(badGuides));
          planted.badCard++;
        } else if (planted.endedCoach < 3 && endedCoaches.length && turn === 3) {
          coach = random.pick(endedCoaches);
          planted.endedCoach++;
        } else if (planted.wrongClass < 3 && carDrivers.length && turn === 5) {
          driverId = random.pick(carDrivers).id;
          planted.wrongClass++;
        } else if (planted.guideClash < 3 && own && turn >= 6 && turn <= 7) {
          const other = plannedGroups.find((g) => g.start_at < end && g.end_at > start && g.guide_ids);
          if (other) {
            guideIds.splice(0, guideIds.length, Number(String(other.guide_ids).split(",")[0]));
            planted.guideClash++;
          }
        } else if (planted.vehicleClash < 3 && turn >= 8) {
          const other = plannedGroups.find((g) => g.start_at < end && g.end_at > start && g.vehicle_id);
          if (other) {
            coach = coaches.find((v) => v.id === other.vehicle_id) ?? coach;
            planted.vehicleClash++;
          }
        }
      }
      for (const g of guideIds) book(`g${g}`, start, end);
      if (coach) book(`v${coach.id}`, start, end);
      const group: typeof tourGroup.$inferInsert = {
        id,
        tour_no: first.tour_no || `HN${id}`,
        contract_ids: contractIds.join(","),
        agency_id: first.agency_id,
        local_agency_id: null,
        region_code: first.region_code,
        route_name: first.route_name,
        start_at: start,
        end_at: end,
        tourist_count: bucket.reduce((n, c) => n + Number(c.people), 0),
        guide_ids: guideIds.join(","),
        vehicle_id: coach?.id ?? null,
        driver_id: coach ? (driverId ?? null) : null,
        status,
        depart_time: status === "ON_ROAD" || status === "FINISHED" ? start : null,
        finish_time: status === "FINISHED" ? end : null,
        opinion: cancelled ? "未达到最低成团人数" : "",
        create_time: start - random.int(3, 20) * DAY,
        update_time: status === "FINISHED" ? end : start,
      };
      groups.push(group);
      if (status === "PLANNED") plannedGroups.push(group);
      if (status === "ON_ROAD" || status === "FINISHED") trail.push({ entity_type: "tour_group", entity_id: id, enterprise_id: first.agency_id, action: "depart", from_status: "PLANNED", to_status: "ON_ROAD", ...system, create_time: start });
      if (status === "FINISHED") trail.push({ entity_type: "tour_group", entity_id: id, enterprise_id: first.agency_id, action: "finish", from_status: "ON_ROAD", to_status: "FINISHED", ...system, create_time: end });
      if (cancelled) trail.push({ entity_type: "tour_group", entity_id: id, enterprise_id: first.agency_id, action: "cancel", from_status: "PLANNED", to_status: "CANCELLED", opinion: "未达到最低成团人数", operator_type: "admin", operator_id: 0, operator_name: "旅行社", create_time: start - 2 * DAY });

      // The plan, day by day.
      const firstDay = Math.floor((start + TZ) / DAY) * DAY - TZ;
      const shoppingDay = bucket.some((c) => c.shopping_stops > 0) ? Math.min(days.length - 1, 1) : -1;
      const planned: (Stop & { place?: Place })[] = [];
      const plan = (dayNo: number, hour: number, kind: Stop["kind"], categories: number[], minutes: number, note = "") => {
        const at = firstDay + (dayNo - 1) * DAY + hour * HOUR;
        if (at < start || at > end) return;
        const place = categories.length ? placeIn(categories, days[dayNo - 1] ?? "46") : undefined;
        if (categories.length && !place) return;
        planned.push({ group_id: id, agency_id: first.agency_id, region_code: first.region_code, day_no: dayNo, kind, enterprise_id: place?.id ?? null, planned_start: at, planned_minutes: minutes, note, place });
      };
      days.forEach((_, i) => {
        const d = i + 1;
        if (days.length === 1) {
          plan(d, 8.5, "SCENIC", [12000], 180);
          plan(d, 12, "MEAL", [18000], 60);
          plan(d, 13.5, "SCENIC", [12000], 150);
          if (shoppingDay >= 0) plan(d, 16, "SHOPPING", [25000], 60, "自愿购物，停留不超过 60 分钟");
          return;
        }
        plan(d, 9, "SCENIC", [12000], 150);
        plan(d, 12, "MEAL", [18000], 60);
        if (d - 1 === shoppingDay) plan(d, 14, "SHOPPING", [25000], 60, "自愿购物，停留不超过 60 分钟");
        else plan(d, 14.5, "SCENIC", [12000], 120);
        if (d === 2 && days.length >= 5) plan(d, 19.5, "SHOW", [19000], 90);
        plan(d, 18, "MEAL", [18000], 60);
        if (d < days.length) plan(d, 21, "HOTEL", [13000, 14000], 690);
        else plan(d, 16.5, "TRANSPORT", [], 90, "送团");
      });
      // A trip leaving too late in the day for its usual stops still has its departure planned.
      if (planned.length === 0) planned.push({ group_id: id, agency_id: first.agency_id, region_code: first.region_code, day_no: 1, kind: "TRANSPORT", enterprise_id: null, planned_start: start, planned_minutes: 60, note: "集合出发" });
      for (const { place: _place, ...stop } of planned) stops.push(stop);

      // What happened: a check-in at each stop that has begun (the running one still open).
      if (status !== "ON_ROAD" && status !== "FINISHED") continue;
      const leader = guideIds[0] ?? null;
      for (const stop of planned) {
        if (!stop.place || stop.planned_start > now) continue;
        const arrived = Math.max(start, stop.planned_start + random.int(-10, 20) * MINUTE);
        if (arrived > now) continue;
        // Most leave in time (within the plan and a few minutes); now and then a stay runs long.
        let stay = (Math.round(stop.planned_minutes * (0.75 + random.next() * 0.25)) + random.int(0, 10)) * MINUTE;
        if (random.chance(0.005)) stay = (stop.planned_minutes + random.int(30, 80)) * MINUTE;
        const left = arrived + stay <= now ? arrived + stay : null;
        const source = stop.kind === "SCENIC" || stop.kind === "SHOPPING" || stop.kind === "HOTEL" ? (random.chance(0.9) ? "TERMINAL" : "MANUAL") : "GUIDE";
        visits.push({ group_id: id, agency_id: first.agency_id, region_code: first.region_code, enterprise_id: stop.place.id, source, guide_id: source === "GUIDE" ? leader : null, checkin_at: arrived, checkout_at: left, place: stop.place.address, lng: stop.place.lng, lat: stop.place.lat, create_time: arrived, update_time: left ?? arrived });
      }
      // An unplanned shopping stop: now and then on past trips, and on a few groups on the road today.
      const lastVisit = visits.at(-1);
      const visited = lastVisit?.group_id === id;
      if (status === "ON_ROAD" && visited) onRoadVisited++;
      const unplanned = status === "ON_ROAD" ? visited && onRoadVisited % 4 === 1 : random.chance(0.04);
      if (unplanned && lastVisit && lastVisit.group_id === id) {
        const store = placeIn([25000], days[0] ?? "46");
        const arrived = Math.min(now - 20 * MINUTE, (lastVisit.checkout_at ?? lastVisit.checkin_at) + 20 * MINUTE);
        if (store && arrived > start) {
          const left = status === "FINISHED" ? arrived + random.int(40, 100) * MINUTE : null;
          visits.push({ group_id: id, agency_id: first.agency_id, region_code: first.region_code, enterprise_id: store.id, source: "TERMINAL", guide_id: null, checkin_at: arrived, checkout_at: left, place: store.address, lng: store.lng, lat: store.lat, create_time: arrived, update_time: left ?? arrived });
          if (status === "ON_ROAD") planted.unplannedNow++;
        }
      }
    }

    await db.transaction(async (tx) => {
      for (let i = 0; i < groups.length; i += 200) await tx.insert(tourGroup).values(groups.slice(i, i + 200));
      for (let i = 0; i < stops.length; i += 500) await tx.insert(tourItinerary).values(stops.slice(i, i + 500));
      for (let i = 0; i < visits.length; i += 400) await tx.insert(tourCheckin).values(visits.slice(i, i + 400));
      for (let i = 0; i < trail.length; i += 500) await tx.insert(auditRecord).values(trail.slice(i, i + 500));

      // The rules as the tick would run them, then the earlier alerts as supervisors left them.
      await runTravelRules(tx, now);
      const raised = await tx.select({ id: travelAlert.id, group_id: travelAlert.group_id, checkin_id: travelAlert.checkin_id, rule_code: travelAlert.rule_code, agency_id: travelAlert.agency_id }).from(travelAlert).where(eq(travelAlert.status, "OPEN"));
      const visitTime = new Map<number, number>();
      for (const v of await tx.select({ id: tourCheckin.id, at: tourCheckin.checkin_at }).from(tourCheckin)) visitTime.set(v.id, v.at);
      const groupById = new Map(groups.map((g) => [Number(g.id), g]));
      const decisions: (typeof auditRecord.$inferInsert)[] = [];
      let caseNo = 30;
      const decide = async (alertId: number, agencyId: number, at: number, state: "CONFIRMED" | "DISMISSED" | "TRANSFERRED") => {
        const opinion = random.pick(state === "CONFIRMED" ? CONFIRM_OPINIONS : state === "DISMISSED" ? DISMISS_OPINIONS : CASE_OPINIONS);
        const case_no = state === "TRANSFERRED" ? `琼旅文执立〔${today.slice(0, 4)}〕${++caseNo}号` : "";
        await tx.update(travelAlert).set({ status: state, opinion, case_no, update_time: at }).where(eq(travelAlert.id, alertId));
        const action = state === "CONFIRMED" ? "confirm" : state === "DISMISSED" ? "dismiss" : "transfer";
        decisions.push({ entity_type: "travel_alert", entity_id: alertId, enterprise_id: agencyId, action, from_status: "OPEN", to_status: state, opinion, details: case_no ? JSON.stringify({ case_no }) : "", operator_type: "admin", operator_id: 0, operator_name: "省旅游市场监管处", create_time: at });
      };
      // Alerts found on past trips were raised when they happened; most are decided by now.
      await tx.run(sql`UPDATE travel_alert SET raised_time = min(${now}, 1800 + CASE WHEN checkin_id > 0 THEN (SELECT k.checkin_at FROM tour_checkin k WHERE k.id = travel_alert.checkin_id)
        ELSE (SELECT g.start_at FROM tour_group g WHERE g.id = travel_alert.group_id) END) WHERE status = 'OPEN'`);
      for (const alert of raised) {
        const group = groupById.get(alert.group_id);
        const at = alert.checkin_id ? (visitTime.get(alert.checkin_id) ?? now) : Number(group?.start_at ?? now);
        if (group?.status !== "FINISHED") continue;
        const roll = random.next();
        if (roll < 0.2) continue;
        await decide(alert.id, alert.agency_id, Math.min(at + random.int(1, 72) * HOUR, now), roll < 0.55 ? "CONFIRMED" : roll < 0.8 ? "DISMISSED" : "TRANSFERRED");
      }
      // Earlier alerts of the group rules on finished trips: decided, or cleared when the cause went.
      const finished = groups.filter((g) => g.status === "FINISHED");
      const codes = ["NO_CONTRACT", "GUIDE_CLASH", "VEHICLE_CLASH", "GUIDE_CARD_INVALID", "VEHICLE_CERT_EXPIRED", "DRIVER_CLASS", "UNPLANNED_SHOPPING", "OVERSTAY"] as const;
      const history: (typeof travelAlert.$inferInsert)[] = [];
      const states = ["CONFIRMED", "DISMISSED", "TRANSFERRED", "RESOLVED", "RESOLVED"] as const;
      for (const code of codes) {
        // Stop-level alerts on past trips come from the rules above; here only ones whose cause went.
      for (const state of code === "UNPLANNED_SHOPPING" || code === "OVERSTAY" ? (["RESOLVED"] as const) : states) {
          const group = random.pick(finished);
          if (!group) continue;
          const raisedAt = Number(group.start_at) + random.int(0, 4) * HOUR;
          const checkin = code === "UNPLANNED_SHOPPING" || code === "OVERSTAY" ? visits.find((v) => v.group_id === group.id) : undefined;
          history.push({ group_id: Number(group.id), checkin_id: 0, agency_id: group.agency_id, region_code: group.region_code, rule_code: code, level: ["NO_CONTRACT", "UNPLANNED_SHOPPING", "GUIDE_CARD_INVALID", "VEHICLE_CERT_EXPIRED"].includes(code) ? "SEVERE" : "WARN", status: "OPEN", raised_time: raisedAt, create_time: raisedAt, update_time: raisedAt, ...(checkin ? { checkin_id: -1 } : {}) });
          const row = history.at(-1);
          if (row && state === "RESOLVED") Object.assign(row, { status: "RESOLVED", closed_time: raisedAt + random.int(1, 5) * HOUR, update_time: raisedAt + 5 * HOUR });
          if (row) Object.assign(row, { decide: state === "RESOLVED" ? undefined : state });
        }
      }
      for (const row of history) {
        const { decide: state, ...values } = row as typeof row & { decide?: "CONFIRMED" | "DISMISSED" | "TRANSFERRED" };
        if (values.checkin_id === -1) {
          // A stop-level alert names one of the trip's own check-ins (its planned stops: the cause has gone).
          const [own] = await tx.select({ id: tourCheckin.id }).from(tourCheckin).where(eq(tourCheckin.group_id, values.group_id)).limit(1);
          values.checkin_id = own?.id ?? 0;
        }
        const [made] = await tx.insert(travelAlert).values(values).returning({ id: travelAlert.id });
        if (made && state) await decide(made.id, values.agency_id ?? 0, values.raised_time + random.int(2, 48) * HOUR, state);
        if (made && values.status === "RESOLVED") decisions.push({ entity_type: "travel_alert", entity_id: made.id, enterprise_id: values.agency_id ?? 0, action: "resolve", from_status: "OPEN", to_status: "RESOLVED", ...system, create_time: values.closed_time ?? values.raised_time });
      }
      for (let i = 0; i < decisions.length; i += 500) await tx.insert(auditRecord).values(decisions.slice(i, i + 500));
    });
  },
};
