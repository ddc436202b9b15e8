// Demo staff accounts, one per role, so a new user can see the platform as each role does, and
// the city bureaus' supervisors, who see only their own jurisdiction (属地管理): Haikou and Sanya
// (prefecture-level cities) and Qionghai (a county-level city directly under the province).
import { admin, adminGroupAccess } from "@db/schema";
import type { DemoSeeder } from "./context";

interface StaffSeed {
  username: string;
  nickname: string;
  group: number;
  role: string;
  /** GB/T 2260 area the account supervises (0: the whole province). */
  region: number;
}

const STAFF: readonly StaffSeed[] = [
  { username: "supervisor", nickname: "省厅监管员", group: 2, role: "supervisor", region: 0 },
  { username: "operator", nickname: "平台运营", group: 3, role: "operator", region: 0 },
];

export const CITY_SUPERVISORS: readonly StaffSeed[] = [
  { username: "haikou", nickname: "海口市旅文局监管员", group: 2, role: "supervisor:海口市", region: 460100 },
  { username: "sanya", nickname: "三亚市旅文局监管员", group: 2, role: "supervisor:三亚市", region: 460200 },
  { username: "qionghai", nickname: "琼海市旅文局监管员", group: 2, role: "supervisor:琼海市", region: 469002 },
];

async function seedStaff(ctx: Parameters<DemoSeeder["run"]>[0], list: readonly StaffSeed[]) {
  const { db, accounts, passwordHash } = ctx;
  const { password, hash } = await passwordHash();
  for (const staff of list) {
    const [row] = await db
      .insert(admin)
      .values({ username: staff.username, nickname: staff.nickname, password: hash, region_code: staff.region })
      .onConflictDoNothing()
      .returning({ id: admin.id });
    if (!row) continue;
    await db.insert(adminGroupAccess).values({ uid: row.id, group_id: staff.group });
    accounts.push({ kind: "admin", username: staff.username, password, role: staff.role });
  }
}

export const demoStaff: DemoSeeder = {
  name: "demo:staff",
  run: (ctx) => seedStaff(ctx, STAFF),
};

export const demoCitySupervisors: DemoSeeder = {
  name: "demo:city-supervisors",
  run: (ctx) => seedStaff(ctx, CITY_SUPERVISORS),
};
