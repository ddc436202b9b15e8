// Demo members (tourists) with balance and score histories that add up.
import { eq } from "drizzle-orm";
import { user, userGroup, userMoneyLog, userScoreLog } from "@db/schema";
import type { DemoSeeder } from "./context";
import { GIVEN_NAMES, MOBILE_PREFIXES, SURNAMES } from "./people";

const MONEY_MEMOS = [
  ["账户充值", 1],
  ["景区门票消费", -1],
  ["酒店预订消费", -1],
  ["退款返还", 1],
] as const;
const SCORE_MEMOS = [
  ["每日签到", 5],
  ["完善资料奖励", 20],
  ["积分兑换", -30],
  ["评价奖励", 10],
] as const;

export const demoMembers: DemoSeeder = {
  name: "demo:members",
  async run({ db, random, now, accounts, passwordHash }) {
    const existingGroups = await db.select({ id: userGroup.id }).from(userGroup).limit(1);
    const groupId = existingGroups[0]?.id ?? 1;
    const { password, hash } = await passwordHash();
    const used = new Set<string>();
    for (let i = 0; i < 48; i++) {
      const [surname, surnamePinyin] = random.pick(SURNAMES);
      const [given, givenPinyin] = random.pick(GIVEN_NAMES);
      let username = `${surnamePinyin}${givenPinyin}`.slice(0, 12);
      while (used.has(username)) username = `${username.slice(0, 12)}${random.int(1, 99)}`;
      used.add(username);
      const joined = now - random.int(3, 400) * 86400 - random.int(0, 86399);
      const [member] = await db
        .insert(user)
        .values({
          group_id: groupId,
          username,
          nickname: `${surname}${given}`,
          email: `${username}@example.com`,
          mobile: `${random.pick(MOBILE_PREFIXES)}${String(random.int(0, 99999999)).padStart(8, "0")}`,
          gender: random.int(0, 2),
          birthday: `${random.int(1960, 2004)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
          password: hash,
          join_time: joined,
          join_ip: `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
          last_login_time: random.chance(0.8) ? joined + random.int(1, 30) * 86400 : null,
          motto: random.chance(0.3) ? "山海之间，椰风海韵" : "",
          status: random.chance(0.95) ? "enable" : "disable",
          create_time: joined,
        })
        .returning({ id: user.id });
      if (!member) continue;

      let money = 0;
      let time = joined;
      const moneyRows: (typeof userMoneyLog.$inferInsert)[] = [];
      for (let k = random.int(0, 5); k > 0; k--) {
        const [memo, sign] = random.pick(MONEY_MEMOS);
        const amount = random.int(10, 800) * 100;
        const delta = sign < 0 ? -Math.min(amount, money) : amount;
        if (delta === 0) continue;
        time += random.int(1, 20) * 3600;
        moneyRows.push({ user_id: member.id, money: delta, before: money, after: money + delta, memo, create_time: time });
        money += delta;
      }
      let score = 0;
      const scoreRows: (typeof userScoreLog.$inferInsert)[] = [];
      for (let k = random.int(0, 8); k > 0; k--) {
        const [memo, delta0] = random.pick(SCORE_MEMOS);
        const delta = delta0 < 0 ? -Math.min(-delta0, score) : delta0;
        if (delta === 0) continue;
        time += random.int(1, 48) * 3600;
        scoreRows.push({ user_id: member.id, score: delta, before: score, after: score + delta, memo, create_time: time });
        score += delta;
      }
      if (moneyRows.length) await db.insert(userMoneyLog).values(moneyRows);
      if (scoreRows.length) await db.insert(userScoreLog).values(scoreRows);
      await db.update(user).set({ money, score }).where(eq(user.id, member.id));
      if (i === 0) accounts.push({ kind: "member", username, password, role: "member" });
    }
  },
};
