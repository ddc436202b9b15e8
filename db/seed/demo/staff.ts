// Demo staff accounts, one per role, so a new user can see the platform as each role does.
import { admin, adminGroupAccess } from "@db/schema";
import type { DemoSeeder } from "./context";

const STAFF = [
  { username: "supervisor", nickname: "省厅监管员", group: 2, role: "supervisor" },
  { username: "operator", nickname: "平台运营", group: 3, role: "operator" },
] as const;

export const demoStaff: DemoSeeder = {
  name: "demo:staff",
  async run({ db, accounts, passwordHash }) {
    const { password, hash } = await passwordHash();
    for (const staff of STAFF) {
      const [row] = await db
        .insert(admin)
        .values({ username: staff.username, nickname: staff.nickname, password: hash })
        .onConflictDoNothing()
        .returning({ id: admin.id });
      if (!row) continue;
      await db.insert(adminGroupAccess).values({ uid: row.id, group_id: staff.group });
      accounts.push({ kind: "admin", username: staff.username, password, role: staff.role });
    }
  },
};
