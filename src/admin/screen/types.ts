// The big-screen's panels as the server sends them (modules/screendata/panels.ts).
export type Band = "green" | "yellow" | "orange" | "red";

export interface Panels {
  visitors: { entered_today: number; in_park: number; gates: number; groups_on_road: number; tourists_on_road: number; guides_on_duty: number };
  complaints: { today: number; year_total: number; open: number; overdue: number; accept_rate: number | null; on_time_rate: number | null; satisfaction: number | null; funnel: { key: string; name: string; value: number }[]; categories: { name: string; value: number }[]; trend: { date: string; value: number }[] };
  contracts: { signed_today: number; e_contract_rate: number | null; open_alerts: number };
  entities: { categories: { id: number; name: string; value: number }[]; expiring: number; soon: { id: number; name: string; date: string; days: number }[] };
  load: { spots: { id: number; name: string; region: number; lng: number | null; lat: number | null; in_park: number; capacity: number; percent: number; band: Band }[] };
  regions: { list: { code: number; name_zh: string; name: string; complaints: number; visitors: number }[] };
  alerts: { items: { kind: string; level: "yellow" | "orange" | "red"; text: string; time: number }[] };
  orders: { types: { type: string; name: string; orders: number; amount: number; refunds: number; refunded: number }[]; orders: number; amount: number; refunded: number };
  yachts: { waiting: number; sailing: number; done: number; stopped: number; out: number; passengers: number; stops: { id: number; name: string; start: number; time: string }[] };
  groups: { count: number; tourists: number; list: { id: number; tour_no: string; route: string; tourists: number; place: string; lng: number | null; lat: number | null; region: number; since: number | null; there: boolean }[] };
  origins: { total: number; top: { code: number; name: string; value: number; share: number }[]; others: number };
}

export const GROUP_COLOUR = "#e879f9";

export const BAND_COLOURS: Record<Band, string> = { green: "#22c55e", yellow: "#facc15", orange: "#fb923c", red: "#ef4444" };
