// Change requests of approved enterprises that do not end in approval (domain §4.2): withdrawn by
// the enterprise, returned for completion and resubmitted, rejected. In none of them does the
// registry change; every move is on the request's trail.
import { beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { auditRecord, enterprise, enterpriseChangeRequest } from "@db/schema";
import { caller, registrationForm, seededRoleAdmin } from "./support/enterprise";
import { uniqueText } from "./support/random";
import { envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();
let supervisor: ReturnType<typeof caller>;

beforeAll(async () => {
  supervisor = caller(t, (await seededRoleAdmin(t, 2)).token);
});

/** An enterprise registered and approved through the real calls, and its account. */
async function approvedEnterprise() {
  const body = await envelopeOf(
    await t.request("/admin/enterprise.Registration/account", {
      method: "POST",
      json: { username: uniqueText("chg_"), password: "Ent-pass1", nickname: "王明辉", mobile: `137${String(Date.now()).slice(-8)}` },
      headers: { server: "1", "think-lang": "en" },
    }),
  );
  expect(body.code, body.msg).toBe(1);
  const api = caller(t, body.data.userInfo.token);
  const submitted = await api.post("enterprise.Registration/submit", registrationForm());
  expect(submitted.code, submitted.msg).toBe(1);
  const id = submitted.data.id as number;
  expect((await supervisor.post("enterprise.Audit/accept", { id })).code).toBe(1);
  expect((await supervisor.post("enterprise.Audit/approve", { id })).code).toBe(1);
  return { id, api };
}

const liveRow = async (id: number) => (await t.database.db.select().from(enterprise).where(eq(enterprise.id, id)))[0];
const requestRow = async (id: number) => (await t.database.db.select().from(enterpriseChangeRequest).where(eq(enterpriseChangeRequest.id, id)))[0];
const trail = async (id: number) =>
  (await t.database.db.select().from(auditRecord).where(and(eq(auditRecord.entity_type, "enterprise_change"), eq(auditRecord.entity_id, id)))).map((r) => r.action);
const decide = (action: string, id: number, extra: Record<string, unknown> = {}) => supervisor.post(`enterprise.ChangeRequest/${action}`, { id, ...extra });

describe("change requests that are not approved", () => {
  test("withdrawn by the enterprise: nothing changes, the queue no longer waits for it, a new one may follow", async () => {
    const { id, api } = await approvedEnterprise();
    const before = await liveRow(id);
    const change = await api.post("enterprise.Enterprise/change", { address: "三亚市天涯区撤回路 1 号", reason: "搬迁" });
    expect(change.code, change.msg).toBe(1);
    const requestId = change.data.id as number;
    const queue = async () => {
      // The requests staff still have to act on (submitted or under review).
      const search = "search[0][field]=status&search[0][operator]=IN&search[0][val][]=SUBMITTED&search[0][val][]=UNDER_REVIEW";
      const answer = await supervisor.get(`enterprise.ChangeRequest/index?${search}&limit=100`);
      expect(answer.code, answer.msg).toBe(1);
      return answer.data.list.map((r: { id: number }) => r.id) as number[];
    };
    expect(await queue()).toContain(requestId);

    const withdrawn = await api.post("enterprise.Enterprise/changeWithdraw", { id: requestId });
    expect(withdrawn.code, withdrawn.msg).toBe(1);
    expect((await requestRow(requestId))?.status).toBe("WITHDRAWN");
    expect((await liveRow(id))?.address).toBe(before?.address);
    expect(await queue()).not.toContain(requestId);
    // A withdrawn request can be neither withdrawn again nor decided.
    expect((await api.post("enterprise.Enterprise/changeWithdraw", { id: requestId })).code).toBe(0);
    expect((await decide("accept", requestId)).code).toBe(0);
    expect(await trail(requestId)).toEqual(["submit", "withdraw"]);

    const next = await api.post("enterprise.Enterprise/change", { address: "三亚市天涯区新址 9 号", reason: "再次搬迁" });
    expect(next.code, next.msg).toBe(1);
    expect(next.data.id).not.toBe(requestId);
    expect((await api.get("enterprise.Enterprise/detail")).data.change_requests.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [next.data.id, "SUBMITTED"],
      [requestId, "WITHDRAWN"],
    ]);
  });

  test("returned with missing items: the enterprise completes the same request, which then applies", async () => {
    const { id, api } = await approvedEnterprise();
    const before = await liveRow(id);
    const change = await api.post("enterprise.Enterprise/change", { contact_phone: "13907551111", reason: "换号" });
    expect(change.code, change.msg).toBe(1);
    const requestId = change.data.id as number;
    // While it waits, no second request may be filed.
    expect((await api.post("enterprise.Enterprise/change", { contact_name: "又改" })).code).toBe(0);
    expect((await decide("accept", requestId)).code).toBe(1);
    expect((await decide("return", requestId, { missing_items: [" "] })).data.fields).toHaveProperty("missing_items");
    const returned = await decide("return", requestId, { opinion: "请附变更证明", missing_items: ["号码变更证明"] });
    expect(returned.code, returned.msg).toBe(1);
    expect(await requestRow(requestId)).toMatchObject({ status: "RETURNED" });
    expect((await liveRow(id))?.contact_phone).toBe(before?.contact_phone);
    const mine = (await api.get("enterprise.Enterprise/detail")).data.change_requests.find((r: { id: number }) => r.id === requestId);
    expect(mine).toMatchObject({ status: "RETURNED", missing_items: ["号码变更证明"] });
    // Returned requests cannot be decided until they come back.
    expect((await decide("approve", requestId)).code).toBe(0);

    const completed = await api.post("enterprise.Enterprise/change", { contact_phone: "13907552222", reason: "换号（附证明）" });
    expect(completed).toMatchObject({ code: 1, data: { id: requestId } });
    const resubmitted = await requestRow(requestId);
    expect(resubmitted?.status).toBe("SUBMITTED");
    expect(JSON.parse(resubmitted?.changes ?? "{}")).toMatchObject({ contact_phone: { to: "13907552222" } });
    expect((await decide("accept", requestId)).code).toBe(1);
    expect((await decide("approve", requestId)).code).toBe(1);
    expect((await liveRow(id))?.contact_phone).toBe("13907552222");
    expect(await trail(requestId)).toEqual(["submit", "accept", "return", "resubmit", "accept", "approve"]);
  });

  test("rejected with an opinion: nothing changes and the opinion is kept; a new request may follow", async () => {
    const { id, api } = await approvedEnterprise();
    const before = await liveRow(id);
    const change = await api.post("enterprise.Enterprise/change", { business_scope: "出境旅游业务", reason: "扩大经营" });
    expect(change.code, change.msg).toBe(1);
    const requestId = change.data.id as number;
    expect((await decide("reject", requestId, { opinion: "x" })).code).toBe(0);
    expect((await decide("accept", requestId)).code).toBe(1);
    expect((await decide("reject", requestId, { opinion: "  " })).data.fields).toHaveProperty("opinion");
    expect((await decide("reject", requestId, { opinion: "不具备出境游经营资质" })).code).toBe(1);

    expect(await requestRow(requestId)).toMatchObject({ status: "REJECTED", opinion: "不具备出境游经营资质" });
    expect((await liveRow(id))?.business_scope).toBe(before?.business_scope);
    // Final: the enterprise cannot withdraw it, supervisors cannot decide it again.
    expect((await api.post("enterprise.Enterprise/changeWithdraw", { id: requestId })).code).toBe(0);
    expect((await decide("approve", requestId)).code).toBe(0);
    expect(await trail(requestId)).toEqual(["submit", "accept", "reject"]);
    const next = await api.post("enterprise.Enterprise/change", { business_scope: "入境旅游业务", reason: "调整" });
    expect(next.code, next.msg).toBe(1);
    expect(next.data.id).not.toBe(requestId);
  });
});
