// The data big-screen as a provincial supervisor opens it: the map of Hainan with its 19 cities
// and counties, every panel drawn, nothing critical or serious for axe; a complaint filed through
// the API reaches the complaint count within 5 s without a reload (the one live stream); full
// screen drops the console frame, and a 1920x1080 screenshot is kept as a test artifact.
import AxeBuilder from "@axe-core/playwright";
import { ConsolePage } from "./pages/console-page";
import { LoginPage } from "./pages/login-page";
import { demoAccount } from "./support/demo";
import { signInAsDemo } from "./support/sign-in";
import { expect, test } from "./support/fixtures";

const CITIES_AND_COUNTIES = ["海口市", "三亚市", "三沙市", "儋州市", "五指山市", "琼海市", "文昌市", "万宁市", "东方市", "定安县", "屯昌县", "澄迈县", "临高县", "白沙黎族自治县", "昌江黎族自治县", "乐东黎族自治县", "陵水黎族自治县", "保亭黎族苗族自治县", "琼中黎族苗族自治县"];

test("the screen draws Hainan by city and county, and a complaint filed through the API shows within 5 s", async ({ page, admin }, testInfo) => {
  // Sign-in, the first stream event with every panel, axe and a full-screen render on a loaded machine.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const console = await signInAsDemo(page);
  await console.openMenu("数据大屏", "省旅游监管执法平台数据大屏");
  await expect(page).toHaveURL(/\/admin\/screendata\/index$/);
  await expect(page.getByRole("heading", { name: "海南省旅游监管执法平台数据大屏", level: 1 })).toBeVisible();

  const map = page.getByRole("region", { name: "全省市县分布" });
  await expect(map.locator("canvas").first()).toBeVisible({ timeout: 30_000 });
  await expect(map).toHaveAttribute("data-map-features", /三沙市/);
  const features = ((await map.getAttribute("data-map-features")) ?? "").split(",");
  expect(features.sort()).toEqual([...CITIES_AND_COUNTIES].sort());
  await expect(map.locator("[data-map-regions] li")).toHaveCount(19);
  for (const panel of ["投诉处理漏斗（近一年）", "市场主体（按类别）", "景区实时承载 TOP 10", "游客来源省份", "今日订单与交易额（按类型）"]) await expect(page.getByRole("region", { name: panel })).toBeVisible();
  // The demo's groups on the road are on the map (and in its list for screen readers).
  await expect(map.locator("[data-map-groups] li").first()).toHaveText(/^团队 HN\d{6}-\d{3}：/);
  await expect(page.locator('[data-figure="yachts-sailing"]')).toHaveText(/^\d+$/);
  await expect(page.locator('[data-screen-state="live"]')).toBeAttached();

  // The switch recolours the map by complaints, by keyboard.
  const byComplaints = map.getByRole("button", { name: "近一年投诉" });
  await byComplaints.focus();
  await page.keyboard.press("Enter");
  await expect(byComplaints).toHaveAttribute("aria-pressed", "true");

  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).setLegacyMode(true).include("main").analyze();
  expect(violations.filter((v) => v.impact === "critical" || v.impact === "serious").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`)).toEqual([]);

  const figure = page.locator('[data-figure="complaints-today"]');
  await expect(figure).toHaveText(/^[\d,]+$/);
  const before = Number((await figure.innerText()).replace(/,/g, ""));
  await admin.ok("POST", "/admin/complaint.Complaint/register", {
    type: "COMPLAINT",
    source: "HOTLINE_12345",
    category: "PRICE_FRAUD",
    respondent_type: "OTHER",
    respondent_name: "三亚吉阳区第一市场某海鲜排档",
    complainant_name: "王海燕",
    complainant_mobile: `139${String(Date.now()).slice(-8)}`,
    complainant_province: 440000,
    complainant_count: 1,
    region_code: 460203,
    place: "三亚市吉阳区第一市场",
    description: "海鲜排档称重缺斤短两，结账价格远高于菜单标价，商家拒绝退还多收的费用。",
    request: "退还多收的费用",
    notify_by: "sms",
  });
  await expect(figure).toHaveText(new Intl.NumberFormat("zh-CN").format(before + 1), { timeout: 5_000 });

  // Full screen: the console frame goes, the stage fills the window.
  await page.getByRole("button", { name: "全屏显示" }).click();
  await expect(page.getByRole("navigation").first()).toBeHidden();
  await expect(page.getByRole("button", { name: "退出全屏" })).toBeVisible();
  const canvas = page.getByRole("region", { name: "全省市县分布" }).locator("canvas").first();
  await expect(canvas).toBeVisible();
  expect((await canvas.boundingBox())?.height ?? 0).toBeGreaterThan(400);
  const shot = testInfo.outputPath("big-screen.png");
  await page.screenshot({ path: shot });
  await testInfo.attach("big-screen", { path: shot, contentType: "image/png" });

  // Full screen belongs to the screen's tab: opened by its address with ?full=1, then another
  // page opened by address (the screen's tab kept open behind it) has its console frame back.
  await page.goto("/admin/screendata/index?full=1");
  await expect(page.getByRole("button", { name: "退出全屏" })).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("complementary")).toBeVisible();
  await expect(page.getByRole("button", { name: "退出全屏" })).toHaveCount(0);
});

test("in English the screen names the cities and counties in English", async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  await context.addCookies([{ name: "think_lang", value: "en", url: baseURL ?? "" }]);
  await page.addInitScript(() => localStorage.setItem("ui:lang", "en"));
  await page.setViewportSize({ width: 1600, height: 900 });
  const { username, password } = demoAccount("supervisor");
  const login = new LoginPage(page);
  await login.open();
  await login.login(username, password);
  await new ConsolePage(page).waitReady();
  await page.goto("/admin/screendata/index");
  await expect(page.getByRole("heading", { name: "Hainan Tourism Supervision and Enforcement Data Screen", level: 1 })).toBeVisible();
  const map = page.getByRole("region", { name: "Cities and counties" });
  await expect(map.locator("canvas").first()).toBeVisible({ timeout: 30_000 });
  await expect(map.locator("[data-map-regions] li")).toHaveCount(19);
  await expect(map.locator("[data-map-regions] li").filter({ hasText: /^Sanya City: Visitors today \d+, Complaints \(12 months\) \d+$/ })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Complaints, 12 months" }).getByRole("listitem").first()).toHaveText(/^Received: \d+$/);
});
