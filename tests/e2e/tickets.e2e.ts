// Scenic tickets end to end against the real server and its demo data: a member buys two
// tickets for today at the demo scenic spot on the member centre's buy form (field messages, the
// server's total) and pays through the sandbox provider (the signed notice) on the order's page; the spot's gate checks one in on the console's ticket page (its QR picture shown)
// and a second check-in of the same code is refused; the member asks for a refund of the other;
// the supervisor finds the refund in the refund list and on the ticket's page. The pages are
// checked with axe and photographed to /tmp/14/. "My orders": the member centre's list and order
// page — paying in the sandbox, the codes and QR pictures, the refund shown before it is sent.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { LoginPage } from "./pages/login-page";
import { ConsolePage } from "./pages/console-page";
import { MemberLoginPage } from "./pages/member-pages";
import { dbValue, demoAccount, insertMember } from "./support/demo";

const SHOTS = "/tmp/14";

/** A valid resident ID number (GB 11643 check digit) of a Haikou person born on `birth`. */
function idNumber(birth: string, serial: number): string {
  const body = `460106${birth}${String(serial).padStart(3, "0")}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + "10X98765432"[sum % 11];
}

async function memberCall(request: APIRequestContext, token: string, method: "GET" | "POST", path: string, data?: unknown) {
  const response = await request.fetch(`/api/${path}`, { method, data, headers: { "ba-user-token": token, server: "1" } });
  return (await response.json()) as { code: number; msg: string; data: any };
}

async function seriousViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  return results.violations.filter((v) => v.impact === "critical" || v.impact === "serious").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("a member buys and pays two tickets; the gate checks one in once; the other is refunded on request and the supervisor sees it", async ({ page, request, browser }) => {
  // Three people in three sessions and four axe audits: more than the default minute on a loaded machine.
  test.setTimeout(150_000);
  const username = `tix${Date.now().toString(36).slice(-8)}`;
  await insertMember(username, "Ticket-pass1", "王海燕");
  // The member signs in on the member login page (click captcha solved as a person would).
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const memberLogin = new MemberLoginPage(memberPage);
  await memberLogin.open();
  await memberLogin.login(username, "Ticket-pass1");
  await expect(memberPage).toHaveURL(/\/user\/account\/overview$/);
  const token = await memberPage.evaluate(() => (JSON.parse(localStorage.getItem("ba:userInfo") ?? "{}") as { token?: string }).token ?? "");
  expect(token).not.toBe("");
  const spotId = Number(await dbValue("SELECT enterprise_id FROM admin WHERE username = 'scenic'"));
  const spotName = await dbValue("SELECT name FROM enterprise WHERE id = ?", [spotId]);
  const onSale = await memberCall(request, token, "GET", "order/onSale");
  const adult = onSale.data.tickets.find((x: { spot_id: number; ticket_type: string }) => x.spot_id === spotId && x.ticket_type === "ADULT");
  expect(adult, "the demo spot sells adult tickets").toBeTruthy();

  // The buy form, from "My orders": a spot, the ticket, two named visitors; the server's total.
  await memberPage.goto("/user/order/mine");
  await memberPage.getByRole("link", { name: "购买门票" }).click();
  await expect(memberPage).toHaveURL(/\/user\/order\/buy$/);
  await memberPage.getByLabel("景区").selectOption({ label: spotName });
  await memberPage.getByLabel("票种").selectOption(String(adult.id));
  await expect(memberPage.getByLabel("游玩日期")).toHaveValue(onSale.data.today);
  await memberPage.getByLabel("购票数量").fill("2");
  await expect(memberPage.locator("[data-total]")).toHaveText(`${(Number(adult.price) * 2).toFixed(2)} 元`);
  // Sent half filled: each missing or wrong field says why, and the first one takes the focus.
  await memberPage.getByLabel("游客 1 姓名").fill("王海燕");
  await memberPage.getByLabel("游客 1 身份证号").fill("460106198805121230");
  await memberPage.getByRole("button", { name: "提交订单" }).click();
  await expect(memberPage.getByLabel("游客 1 身份证号")).toHaveAttribute("aria-invalid", "true");
  await expect(memberPage.getByLabel("游客 1 身份证号")).toBeFocused();
  await expect(memberPage.getByText("请输入正确的身份证号码")).toBeVisible();
  await expect(memberPage.getByLabel("游客 2 姓名")).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(memberPage)).toEqual([]);
  await memberPage.screenshot({ path: `${SHOTS}/buy-form-errors.png`, fullPage: true });
  await memberPage.getByLabel("游客 1 身份证号").fill(idNumber("19880512", 123));
  await memberPage.getByLabel("游客 2 姓名").fill("陈志强");
  await memberPage.getByLabel("游客 2 身份证号").fill(idNumber("19860203", 457));
  await memberPage.getByLabel("联系人姓名").fill("王海燕");
  await memberPage.getByLabel("联系人手机号").fill("13907561234");
  await memberPage.keyboard.press("Enter");
  await expect(memberPage).toHaveURL(/\/user\/order\/detail\?id=\d+$/);
  const orderId = Number(new URL(memberPage.url()).searchParams.get("id"));
  expect(await dbValue("SELECT order_no FROM trade_order WHERE id = ?", [orderId])).toMatch(/^DD\d{8}\d{6}$/);

  // Paying in the sandbox: the provider's signed notice; the two codes appear.
  await memberPage.getByRole("button", { name: `支付 ${(Number(adult.price) * 2).toFixed(2)} 元` }).click();
  await expect(memberPage.getByText("支付成功")).toBeVisible();
  const shown = memberPage.getByRole("region", { name: "电子门票" });
  const [first, second] = JSON.parse(await dbValue("SELECT json_group_array(json_object('id', id, 'code', code)) FROM (SELECT id, code FROM order_ticket WHERE order_id = ? ORDER BY id)", [orderId])) as { id: number; code: string }[];
  await expect(shown.getByText(first!.code, { exact: true })).toBeVisible();
  await expect(shown.getByText(second!.code, { exact: true })).toBeVisible();
  await memberPage.screenshot({ path: `${SHOTS}/buy-paid.png`, fullPage: true });

  // The gate: the scenic spot's account checks the first ticket in on the ticket page.
  const gate = demoAccount("enterprise:scenic");
  const console = new LoginPage(page);
  await console.open();
  await console.login(gate.username, gate.password);
  await new ConsolePage(page).waitReady();
  await page.goto("/admin/ticketdetail");
  await page.getByLabel("核销码（12 位数字）").fill(first!.code);
  await page.getByRole("button", { name: "核销", exact: true }).click();
  await expect(page.getByText(/核销成功/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/ticketdetail\\?id=${first!.id}$`));
  await expect(page.getByTestId("ticket-code")).toHaveText(first!.code);
  await expect(page.getByRole("img", { name: `门票 ${first!.code} 的二维码` })).toBeVisible();
  await expect(page.getByRole("main").getByText("已核销")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ticket-detail-gate.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/admin/ticketdetail");
  await page.getByLabel("核销码（12 位数字）").fill(first!.code);
  await page.getByRole("button", { name: "核销", exact: true }).click();
  await expect(page.getByText(/不能重复使用/)).toBeVisible();

  // The member asks for the second ticket's money back on the order's page.
  await memberPage.reload();
  await memberPage.getByRole("region", { name: "电子门票" }).getByRole("button", { name: `申请退款 · ${second!.code}` }).click();
  await memberPage.getByRole("dialog", { name: "申请退款" }).getByRole("button", { name: "提交申请" }).click();
  await expect(memberPage.getByText(/退款申请已提交/)).toBeVisible();
  const refund = { data: { refund_no: await dbValue("SELECT refund_no FROM order_refund WHERE ticket_id = ?", [second!.id]) } };
  await memberContext.close();

  // The supervisor: the refund list, then the ticket's page with its refund.
  const supervisorContext = await browser.newContext();
  const desk = await supervisorContext.newPage();
  const supervisor = demoAccount("supervisor");
  const login2 = new LoginPage(desk);
  await login2.open();
  await login2.login(supervisor.username, supervisor.password);
  const queue = new ConsolePage(desk);
  await queue.waitReady();
  await queue.openMenu("订单管理", "退款管理");
  await queue.search(refund.data.refund_no);
  await expect(queue.rows().filter({ hasText: refund.data.refund_no })).toHaveCount(1);
  await expect(queue.rows().filter({ hasText: refund.data.refund_no })).toContainText("待商家处理");
  await desk.screenshot({ path: `${SHOTS}/refund-list.png`, fullPage: true });
  await desk.goto(`/admin/ticketdetail?id=${second!.id}`);
  await expect(desk.getByRole("region", { name: "退款记录" })).toContainText(refund.data.refund_no);
  await expect(desk.getByRole("main").getByText("退款中").first()).toBeVisible();
  await expect(desk.getByRole("region", { name: "检票核销" })).toHaveCount(0);
  await desk.screenshot({ path: `${SHOTS}/ticket-detail-supervisor.png`, fullPage: true });
  // A complaint's page: the refunds it caused, and filing one (checked field by field).
  const caseId = await dbValue("SELECT id FROM complaint WHERE status IN ('ACCEPTED', 'MEDIATING') ORDER BY id LIMIT 1");
  await desk.goto(`/admin/complaint/case?id=${caseId}`);
  const caseRefunds = desk.getByRole("region", { name: "投诉退款" });
  await expect(caseRefunds).toContainText("尚未为本投诉登记退款");
  await caseRefunds.getByRole("button", { name: "登记退款" }).click();
  await expect(caseRefunds.getByLabel("订单号")).toHaveAttribute("aria-invalid", "true");
  await expect(caseRefunds.getByLabel("订单号")).toBeFocused();
  await expect(caseRefunds.getByText("必填")).toBeVisible();
  await desk.screenshot({ path: `${SHOTS}/complaint-refunds.png`, fullPage: true });
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.goto("/admin/finance/refunds");
  await expect(desk.getByRole("heading", { name: "每日收款与退款" })).toBeVisible();
  await desk.screenshot({ path: `${SHOTS}/refund-stats.png`, fullPage: true });
  expect(await seriousViolations(desk)).toEqual([]);
  await supervisorContext.close();
});

test("My orders: the member opens the order from the member menu, pays in the sandbox, sees the ticket codes with their QR pictures, and is shown the refund before sending it (keyboard, both languages)", async ({ browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const username = `myo${Date.now().toString(36).slice(-8)}`;
  await insertMember(username, "Orders-pass1", "林晓红");
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new MemberLoginPage(page);
  await login.open();
  await login.login(username, "Orders-pass1");
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem("ba:userInfo") ?? "{}") as { token?: string }).token ?? "");
  const spotId = Number(await dbValue("SELECT enterprise_id FROM admin WHERE username = 'scenic'"));
  const onSale = await memberCall(request, token, "GET", "order/onSale");
  const adult = onSale.data.tickets.find((x: { spot_id: number; ticket_type: string }) => x.spot_id === spotId && x.ticket_type === "ADULT");
  const made = await memberCall(request, token, "POST", "order/create", {
    price_id: adult.id,
    visit_date: onSale.data.today,
    contact_name: "林晓红",
    contact_phone: "13976541234",
    visitors: [
      { name: "林晓红", id_no: idNumber("19900815", 246) },
      { name: "符海生", id_no: idNumber("19870321", 135) },
    ],
  });
  expect(made.code, made.msg).toBe(1);
  const total = (Number(adult.price) * 2).toFixed(2);

  // Twenty older orders before it: the list shows twenty a page.
  const older = await Promise.all(Array.from({ length: 20 }, () => memberCall(request, token, "POST", "order/create", { price_id: adult.id, visit_date: onSale.data.today, contact_name: "林晓红", contact_phone: "13976541234", visitors: [{ name: "林晓红", id_no: idNumber("19900815", 246) }] })));
  expect(older.every((x) => x.code === 1)).toBe(true);
  await dbValue("UPDATE trade_order SET create_time = create_time - 3600 WHERE id IN (" + older.map((x) => Number(x.data.id)).join(",") + ")");

  // The member menu's new entry opens the list; the order number opens the order.
  await page.getByRole("navigation", { name: "会员菜单" }).getByRole("link", { name: "我的订单" }).click();
  await expect(page).toHaveURL(/\/user\/order\/mine$/);
  const list = page.getByRole("table", { name: "我的订单" });
  await expect(list.getByRole("row")).toHaveCount(21);
  await page.getByRole("button", { name: "加载更多订单" }).click();
  await expect(list.getByRole("row")).toHaveCount(22);
  await expect(page.getByRole("button", { name: "加载更多订单" })).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: made.data.order_no });
  await expect(row).toContainText("待支付");
  await expect(row).toContainText(total);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/my-orders.png`, fullPage: true });
  await row.getByRole("link", { name: made.data.order_no }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/user/order/detail\\?id=${made.data.id}$`));

  // The payment step: the sandbox provider's signed notice pays it; the tickets appear with their codes.
  const pay = page.getByRole("button", { name: `支付 ${total} 元` });
  await pay.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("支付成功")).toBeVisible();
  const tickets = page.getByRole("region", { name: "电子门票" });
  await expect(tickets.getByRole("listitem")).toHaveCount(2);
  const codes = (await dbValue("SELECT group_concat(code, ',') FROM (SELECT code FROM order_ticket WHERE order_id = ? ORDER BY id)", [made.data.id])).split(",");
  expect(codes).toHaveLength(2);
  for (const code of codes) {
    await expect(tickets.getByText(code, { exact: true })).toBeVisible();
    await expect(tickets.getByRole("img", { name: `门票 ${code} 的二维码` })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "订单信息" })).toContainText("已支付");
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/my-order-paid.png`, fullPage: true });

  // A refund of the second ticket: the dialog shows what comes back before anything is sent.
  await tickets.getByRole("button", { name: `申请退款 · ${codes[1]}` }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "申请退款" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("退款原因")).toBeFocused();
  await expect(dialog.locator("[data-quote-amount]")).toHaveText(`${adult.price} 元`);
  expect(await dbValue("SELECT count(*) FROM order_refund WHERE order_id = ?", [made.data.id])).toBe("0");
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/my-order-refund-quote.png` });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await tickets.getByRole("button", { name: `申请退款 · ${codes[1]}` }).click();
  await dialog.getByLabel("说明（选填）").fill("同行人临时有事");
  await dialog.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByText(/退款申请已提交/)).toBeVisible();
  const refundNo = await dbValue("SELECT refund_no FROM order_refund WHERE order_id = ?", [made.data.id]);
  await expect(page.getByRole("region", { name: "退款记录" })).toContainText(refundNo);
  await expect(page.getByRole("region", { name: "退款记录" })).toContainText("待商家处理");

  // The same page in English.
  await context.addCookies([{ name: "think_lang", value: "en", url: baseURL ?? "" }]);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Order", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Tickets" }).getByRole("img", { name: `QR code of ticket ${codes[0]}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Refunds" })).toContainText("Awaiting the merchant");
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/my-order-en.png`, fullPage: true });
  await context.close();
});

test("the public price board lists the published prices by spot, and filters by name (English)", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "think_lang", value: "en", url: baseURL ?? "" }]);
  await page.goto("/ticket/prices");
  await expect(page.getByRole("heading", { name: "Scenic-spot ticket prices" })).toBeVisible();
  const spot = await dbValue("SELECT e.name_en FROM enterprise e JOIN ticket_price p ON p.enterprise_id = e.id WHERE p.status = 'PUBLISHED' AND e.name_en <> '' ORDER BY e.id LIMIT 1");
  await expect(page.getByRole("region", { name: spot })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/price-board.png` });
  await page.getByLabel("Filter by spot name").fill(spot.slice(0, 12));
  await expect(page.getByRole("region", { name: spot })).toBeVisible();
  await expect(page.locator("[data-spot]")).not.toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
