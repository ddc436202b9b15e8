// A guide's card from application to verification, as the people involved use it: a member
// applies for a new card in the member centre (photo uploaded, the agency found by name); the
// agency's account confirms it in the console; a supervisor accepts and approves it; the card
// appears in the member centre (in English) and the public page verifies it.
import { Resvg } from "@resvg/resvg-js";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { MemberCentre, MemberLoginPage } from "./pages/member-pages";
import { GuideCardPage, VerifyPage } from "./pages/guide-pages";
import { LoginPage } from "./pages/login-page";
import { WorkflowQueue } from "./pages/workflow-queue";
import { demoAccount, dbValue, insertMember } from "./support/demo";

test.describe.configure({ mode: "serial" });

const username = `guide${Date.now().toString(36).slice(-6)}`;
/** A name no demo guide has, so the queue's search finds this application alone. */
const GIVEN = "琼椰帆岚珊瑚鹭棉霞";
const fullName = `吉${GIVEN[Date.now() % 9]}${GIVEN[Math.floor(Date.now() / 9) % 9]}${GIVEN[Math.floor(Date.now() / 81) % 9]}`;
const password = "Guide-pass1";
const birth = "1994-06-18";

/** A valid ID number of a woman born on `birth` (Sanya's code). */
function idNumber(): string {
  const body = `460203${birth.replace(/-/g, "")}${String(Date.now() % 50).padStart(2, "0")}8`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  return body + "10X98765432"[weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0) % 11];
}

let context: BrowserContext;
let page: Page;
let agency = "";

test.beforeAll(async ({ browser }, testInfo) => {
  await insertMember(username, password, fullName);
  agency = await dbValue("SELECT e.name FROM admin a JOIN enterprise e ON e.id = a.enterprise_id WHERE a.username = 'enterprise'");
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "zh-CN" });
  page = await context.newPage();
});
test.afterAll(() => context.close());

test("a member applies for a guide card in the member centre", async () => {
  const login = new MemberLoginPage(page);
  await login.open();
  await login.login(username, password);
  const centre = new MemberCentre(page);
  await centre.go("导游证");
  const guide = new GuideCardPage(page);
  await expect(guide.section("我的导游证")).toContainText("您还没有导游证");
  await guide.section("我的导游证").getByRole("button", { name: "申领导游证" }).click();
  await expect(guide.form().getByRole("heading", { name: "申领导游证" })).toBeVisible();
  await guide.field("姓名").fill(fullName);
  await guide.form().getByRole("radio", { name: "女" }).check();
  await guide.field("民族").selectOption({ label: "黎族" });
  await guide.field("出生日期").fill(birth);
  await guide.field("身份证号").fill(idNumber());
  await guide.field("导游资格证号").fill("2024460012345");
  await guide.field("手机号").fill("13976543210");
  const png = Buffer.from(new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160"><rect width="120" height="160" fill="#e2e8f0"/><circle cx="60" cy="62" r="26" fill="#475569"/></svg>').render().asPng());
  await guide.form().locator("[data-photo-file]").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("照片已上传")).toBeVisible();
  for (const language of ["中文", "英语", "俄语"]) await guide.form().getByRole("checkbox", { name: language }).check();
  await guide.field("按名称搜索").fill(agency.slice(0, 6));
  const choice = guide.field("选择旅行社或行业组织").locator("option", { hasText: agency });
  await expect(choice).toHaveCount(1);
  await guide.field("选择旅行社或行业组织").selectOption((await choice.getAttribute("value")) ?? "");
  await guide.form().getByRole("button", { name: "提交申请" }).click();
  await expect(guide.applicationState()).toHaveText("待单位确认");
  const application = guide.section("我的申请");
  await expect(application).toContainText(agency);
  await expect(application).toContainText("办理期限");
  await expect(application.getByRole("button", { name: "撤回申请" })).toBeVisible();
});

async function queueAs(role: string) {
  const staff = await context.browser()?.newPage();
  if (!staff) throw new Error("no browser");
  const { username: user, password: secret } = demoAccount(role);
  const login = new LoginPage(staff);
  await login.open();
  await login.login(user, secret);
  const queue = new WorkflowQueue(staff);
  await queue.waitReady();
  await queue.openMenu("导游管理", "导游审核");
  return queue;
}

test("the agency confirms it in the console; a supervisor accepts and approves it", async () => {
  test.setTimeout(90_000);
  const agencyQueue = await queueAs("enterprise");
  let dialog = await agencyQueue.review(fullName);
  await expect(dialog).toContainText(/\d{6}\*{8}[\dX]{4}/);
  await expect(dialog.getByRole("button", { name: "受理" })).toHaveCount(0);
  await agencyQueue.move(dialog, "确认执业关系");
  await agencyQueue.page.close();

  const supervisor = await queueAs("supervisor");
  dialog = await supervisor.review(fullName);
  await expect(dialog).toContainText(agency);
  await supervisor.move(dialog, "受理");
  dialog = await supervisor.review(fullName);
  await supervisor.move(dialog, "审核通过并发证");
  await supervisor.page.close();
});

test("the card appears in the member centre, and the public page verifies it (English)", async () => {
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Guide card" })).toBeVisible();
  const guide = new GuideCardPage(page);
  await expect(guide.applicationState()).toHaveText("Card issued");
  await expect(guide.card()).toContainText(fullName);
  await expect(guide.card()).toContainText("Valid now");
  const cardNo = (await guide.card().getAttribute("data-guide-card")) ?? "";
  expect(cardNo).toMatch(/^D-46\d{2}-\d{6}$/);
  await expect(guide.card()).toContainText("Chinese · English · Russian");

  await page.goto(`/guide/verify?card_no=${cardNo}`);
  const verify = new VerifyPage(page);
  await verify.expectValid(fullName);
  await expect(page.getByText("This card is valid today")).toBeVisible();
});
