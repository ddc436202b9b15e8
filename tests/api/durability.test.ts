// Durability (issue 19 part 5): the server is killed with SIGKILL in the middle of a stream of
// writes; after a restart every write it acknowledged is there, each ledger entry with the
// balance it moved (one transaction), and the database passes its integrity check.
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "libsql";
import { nodeClient } from "./support/node-client";
import { startServer, type ServerProcess } from "./support/server-process";

const dir = mkdtempSync(join(tmpdir(), "tsp-kill-"));
const PASSWORD = "Durable-pass-1";
const env = { ADMIN_PASSWORD: PASSWORD, CAPTCHA: "off", THROTTLE_GET_PER_MINUTE: "0", THROTTLE_ACCOUNT_GET_PER_MINUTE: "0", LOGIN_RATE_LIMIT: "0" };
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

describe("SIGKILL during writes", () => {
  test("no acknowledged write is lost and every ledger entry kept its balance", { timeout: 90_000 }, async () => {
    server = await startServer(dir, env);
    const api = nodeClient(server.base);
    const token = (await api.post("/admin/index/login", { username: "admin", password: PASSWORD })).data.userInfo.token as string;
    const member = await api.post("/admin/user.User/add", { username: "durable1", nickname: "耐久", password: "Durable-pass-2", group_id: 1, status: "enable", gender: 0 }, token);
    expect(member.code, member.msg).toBe(1);
    const memberId = member.data.id as number;

    const dictionaries: number[] = [];
    const ledger: number[] = [];
    let killed = false;
    // Four writers at once: dictionary rows and ledger entries (entry + balance in one transaction).
    const writer = async (worker: number) => {
      for (let i = 0; !killed; i++) {
        try {
          if (i % 2 === 0) {
            const answer = await api.post("/admin/routine.Dictionary/add", { name: `kill_${worker}_${i}`, title: "耐久", weigh: 0, status: "1" }, token);
            if (answer.code === 1) dictionaries.push(answer.data.id);
          } else {
            const answer = await api.post("/admin/user.MoneyLog/add", { user_id: memberId, money: "0.01", memo: `w${worker}` }, token);
            if (answer.code === 1) ledger.push(answer.data.id);
          }
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (dictionaries.length + ledger.length < 200) await Bun.sleep(5);
    server.proc.kill("SIGKILL");
    killed = true;
    await server.proc.exited;
    await Promise.all(writers);
    console.log(`acknowledged before SIGKILL: ${dictionaries.length} dictionary rows, ${ledger.length} ledger entries`);

    server = await startServer(dir, env);
    const db = new Database(join(dir, "app.db"), { readonly: true });
    try {
      expect((db.prepare("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check).toBe("ok");
      const present = (sql: string) => new Set((db.prepare(sql).all() as { id: number }[]).map((r) => r.id));
      const dictionaryIds = present("SELECT id FROM dictionary");
      const ledgerIds = present(`SELECT id FROM user_money_log WHERE user_id = ${memberId}`);
      expect(dictionaries.filter((id) => !dictionaryIds.has(id))).toEqual([]);
      expect(ledger.filter((id) => !ledgerIds.has(id))).toEqual([]);
      // Each entry moved the balance by one cent in its own transaction: none half-written.
      const money = (db.prepare(`SELECT money FROM user WHERE id = ${memberId}`).get() as { money: number }).money;
      expect(money).toBe(ledgerIds.size);
    } finally {
      db.close();
    }
  });
});
