// Demo tour products (reference domain §12): 150 products of the demo travel agencies on Hainan
// routes — 海口-文昌-琼海-三亚 5天4晚, 三亚一日游 南山+天涯海角, 蜈支洲岛潜水一日游, 分界洲岛, 呀诺达 …,
// free travel, ticket bundles and a few outbound tours — priced around the guidance prices the
// contract seeder published (and those of the routes it did not: 分界洲岛, 呀诺达, 槟榔谷). Some
// are priced below 70 % of the guidance price, a few outbound tours are sold by agencies
// without the outbound scope and a few hide a shopping stop; the products check runs ten days
// ago, then the supervisor's decisions are played through the workflow with their trail
// (confirmed, transferred to a case, cleared, rectified) and prices some agencies raised
// close their findings by themselves; the rest wait in the queue. The demo agency account
// gets a share of each.
import { and, asc, eq, inArray } from "drizzle-orm";
import { admin, auditRecord, enterprise, guidancePrice, productCheck, tourProduct, travelAgency } from "@db/schema";
import { refreshStanding, runProductChecks, shoppingGap } from "@modules/product/checks";
import type { DemoContext, DemoSeeder } from "./context";

const DAY = 86_400;
const TZ = 8 * 3600;
const dayOf = (t: number) => new Date((t + TZ) * 1000).toISOString().slice(0, 10);

type Kind = "GROUP" | "DAY_TOUR" | "FREE_TRAVEL" | "TICKET_BUNDLE";
interface Template {
  route: string;
  days: number;
  nights: number;
  type: Kind;
  scope: "DOMESTIC" | "OUTBOUND";
  /** Guidance price (yuan) published here for routes the contract seeder has none for; 0: none here. */
  guidance: number;
  /** The usual adult price (yuan). */
  price: number;
  names: string[];
  itinerary: string[];
  extras: string;
  /** Shopping stops the tour may make. */
  shops: boolean;
  weight: number;
}

const SHOPS = ["海南特产超市（三亚市吉阳区）", "椰子工坊（琼海市嘉积镇）", "南药养生馆（保亭县）", "珍珠文化馆（三亚市海棠湾）", "黄花梨文化馆（海口市秀英区）"];

const TEMPLATES: Template[] = [
  {
    route: "海口-文昌-琼海-三亚 5天4晚", days: 5, nights: 4, type: "GROUP", scope: "DOMESTIC", guidance: 0, price: 2680, shops: true, weight: 5,
    names: ["椰风海韵 海口-文昌-琼海-三亚五日游", "环岛东线经典 5天4晚", "寻味海南 东线五日深度游", "海南东线全景 5天4晚 纯玩团"],
    itinerary: ["D1 海口美兰国际机场接机，骑楼老街、万绿园", "D2 文昌航天发射场、东郊椰林", "D3 琼海博鳌亚洲论坛永久会址、万泉河竹筏", "D4 三亚南山文化旅游区、天涯海角", "D5 亚龙湾海滩，三亚凤凰国际机场送机"],
    extras: "蜈支洲岛潜水 380 元/人；《三亚千古情》演出 320 元/人",
  },
  {
    route: "三亚一日游 南山+天涯海角", days: 1, nights: 0, type: "DAY_TOUR", scope: "DOMESTIC", guidance: 0, price: 398, shops: false, weight: 5,
    names: ["南山+天涯海角一日游（含门票）", "三亚经典一日游 南山+天涯海角", "南山海上观音+天涯海角 纯玩一日游"],
    itinerary: ["08:00 三亚市区酒店接客", "南山文化旅游区（海上观音）", "午餐：南山素斋", "天涯海角游览区", "17:30 送回酒店"],
    extras: "南山观光车 40 元/人（自愿）",
  },
  {
    route: "蜈支洲岛潜水一日游", days: 1, nights: 0, type: "DAY_TOUR", scope: "DOMESTIC", guidance: 0, price: 568, shops: false, weight: 4,
    names: ["蜈支洲岛潜水一日游（含上岛船票）", "蜈支洲岛 体验潜水+海钓一日游", "蜈支洲岛一日游 含潜水教练"],
    itinerary: ["08:30 海棠湾酒店接客", "蜈支洲岛码头乘船上岛", "体验潜水（含教练、装备）", "午餐：岛上自助餐", "16:30 乘船返回"],
    extras: "水下摄影 150 元/人；海钓 280 元/人",
  },
  {
    route: "海口骑楼老街+火山口地质公园一日游", days: 1, nights: 0, type: "DAY_TOUR", scope: "DOMESTIC", guidance: 0, price: 238, shops: false, weight: 3,
    names: ["海口城市文化一日游 骑楼老街+火山口", "火山口地质公园+骑楼老街一日游"],
    itinerary: ["08:30 海口市区酒店接客", "雷琼海口火山群世界地质公园", "午餐：火山石斑鱼", "骑楼老街、钟楼", "17:00 送回酒店"],
    extras: "",
  },
  {
    route: "三亚-陵水分界洲岛-万宁 3天2晚", days: 3, nights: 2, type: "GROUP", scope: "DOMESTIC", guidance: 0, price: 1380, shops: true, weight: 3,
    names: ["分界洲岛+兴隆 3天2晚", "三亚-分界洲岛-万宁兴隆热带花园 三日游"],
    itinerary: ["D1 三亚凤凰国际机场接机，三亚湾", "D2 陵水分界洲岛（含船票）", "D3 万宁兴隆热带花园、兴隆咖啡，送站"],
    extras: "分界洲岛海底漫步 480 元/人",
  },
  {
    route: "海口-儋州-五指山-保亭-三亚 6天5晚", days: 6, nights: 5, type: "GROUP", scope: "DOMESTIC", guidance: 0, price: 3280, shops: true, weight: 2,
    names: ["海南中线雨林 6天5晚", "环岛中线 海口-儋州-五指山-保亭-三亚六日游"],
    itinerary: ["D1 海口接机，假日海滩", "D2 儋州东坡书院", "D3 五指山热带雨林", "D4 保亭呀诺达雨林文化旅游区", "D5 槟榔谷黎苗文化旅游区", "D6 三亚送机"],
    extras: "五指山漂流 180 元/人",
  },
  {
    route: "琼海博鳌+万泉河 2天1晚", days: 2, nights: 1, type: "GROUP", scope: "DOMESTIC", guidance: 0, price: 780, shops: true, weight: 2,
    names: ["博鳌+万泉河 2天1晚", "琼海博鳌亚洲论坛+万泉河竹筏 二日游"],
    itinerary: ["D1 海口接客，博鳌亚洲论坛永久会址", "D2 万泉河竹筏漂流、潭门渔港，送回海口"],
    extras: "",
  },
  {
    route: "三亚亚龙湾热带天堂森林公园一日游", days: 1, nights: 0, type: "DAY_TOUR", scope: "DOMESTIC", guidance: 0, price: 328, shops: false, weight: 2,
    names: ["亚龙湾热带天堂森林公园一日游", "亚龙湾森林公园+过江龙索桥 一日游"],
    itinerary: ["09:00 亚龙湾酒店接客", "亚龙湾热带天堂森林公园、过江龙索桥", "午餐：黎家风味餐", "16:30 送回酒店"],
    extras: "丛林飞跃 200 元/人",
  },
  {
    route: "陵水分界洲岛一日游", days: 1, nights: 0, type: "DAY_TOUR", scope: "DOMESTIC", guidance: 380, price: 368, shops: false, weight: 3,
    names: ["分界洲岛一日游（含船票）", "陵水分界洲岛 海洋馆+观光一日游"],
    itinerary: ["08:00 三亚市区酒店接客", "陵水分界洲岛码头乘船上岛", "海洋剧场、观光潜水区", "午餐：岛上海鲜餐", "17:00 送回酒店"],
    extras: "半潜观光船 120 元/人",
  },
  {
    route: "保亭呀诺达雨林文化旅游区一日游", days: 1, nights: 0, type: "DAY_TOUR", scope: "DOMESTIC", guidance: 320, price: 318, shops: false, weight: 3,
    names: ["呀诺达雨林一日游（含门票）", "呀诺达热带雨林 踏瀑戏水一日游"],
    itinerary: ["08:30 三亚市区酒店接客", "保亭呀诺达雨林文化旅游区（雨林谷、梦幻谷）", "午餐：雨林山珍餐", "16:30 送回酒店"],
    extras: "踏瀑戏水 60 元/人",
  },
  {
    route: "三亚-保亭呀诺达-槟榔谷 2天1晚", days: 2, nights: 1, type: "GROUP", scope: "DOMESTIC", guidance: 760, price: 780, shops: true, weight: 2,
    names: ["呀诺达+槟榔谷 2天1晚", "雨林与黎苗文化 二日游"],
    itinerary: ["D1 三亚接客，保亭呀诺达雨林文化旅游区", "D2 槟榔谷黎苗文化旅游区，送回三亚"],
    extras: "七仙岭温泉 168 元/人",
  },
  {
    route: "三亚亚龙湾 4天3晚自由行", days: 4, nights: 3, type: "FREE_TRAVEL", scope: "DOMESTIC", guidance: 0, price: 2980, shops: false, weight: 2,
    names: ["亚龙湾度假酒店 4天3晚自由行（含往返机票）", "三亚亚龙湾海景房 4天3晚 机+酒"],
    itinerary: ["D1 抵达三亚凤凰国际机场，自行前往亚龙湾酒店", "D2 自由活动", "D3 自由活动", "D4 退房返程"],
    extras: "",
  },
  {
    route: "海口观澜湖 3天2晚自由行", days: 3, nights: 2, type: "FREE_TRAVEL", scope: "DOMESTIC", guidance: 0, price: 1680, shops: false, weight: 1,
    names: ["观澜湖度假区 3天2晚自由行（含温泉）"],
    itinerary: ["D1 抵达海口美兰国际机场，入住观澜湖", "D2 冯小刚电影公社、火山温泉", "D3 退房返程"],
    extras: "",
  },
  {
    route: "南山+大小洞天门票套餐", days: 1, nights: 0, type: "TICKET_BUNDLE", scope: "DOMESTIC", guidance: 0, price: 268, shops: false, weight: 2,
    names: ["南山+大小洞天 门票套餐", "南山文化旅游区+大小洞天 双景区联票"],
    itinerary: ["南山文化旅游区门票（当日有效）", "大小洞天旅游区门票（当日有效）"],
    extras: "",
  },
  {
    route: "呀诺达+槟榔谷门票套餐", days: 1, nights: 0, type: "TICKET_BUNDLE", scope: "DOMESTIC", guidance: 0, price: 298, shops: false, weight: 1,
    names: ["呀诺达+槟榔谷 门票套餐"],
    itinerary: ["保亭呀诺达雨林文化旅游区门票", "槟榔谷黎苗文化旅游区门票"],
    extras: "",
  },
  {
    route: "海口-越南岘港-会安 5天4晚", days: 5, nights: 4, type: "GROUP", scope: "OUTBOUND", guidance: 0, price: 3280, shops: true, weight: 1,
    names: ["越南岘港+会安古镇 5天4晚", "海口直飞岘港 五日游"],
    itinerary: ["D1 海口美兰国际机场出发，抵达岘港", "D2 巴拿山", "D3 会安古镇", "D4 美溪沙滩", "D5 返回海口"],
    extras: "巴拿山缆车 含",
  },
  {
    route: "三亚-泰国普吉岛 6天5晚", days: 6, nights: 5, type: "GROUP", scope: "OUTBOUND", guidance: 0, price: 3980, shops: true, weight: 1,
    names: ["三亚直飞普吉岛 6天5晚", "普吉岛+皮皮岛 六日游"],
    itinerary: ["D1 三亚凤凰国际机场出发，抵达普吉", "D2 皮皮岛", "D3 攀牙湾", "D4 普吉老镇", "D5 自由活动", "D6 返回三亚"],
    extras: "人妖表演 350 元/人",
  },
];

const OPINIONS = {
  confirm: ["成人价明显低于同线路指导价的 70%，且未能提供成本说明，认定为不合理低价，责令 10 日内整改", "旅行社未取得出境旅游业务经营许可，责令立即下架", "购物安排未在产品页面和合同中如实披露，责令整改"],
  clear: ["淡季限时特惠，旅行社已提供地接成本核算，价格不低于成本", "旅行社已取得出境旅游业务经营许可，许可证信息待更新", "购物场所已在合同补充协议中列明，经核实不属未披露"],
  rectify: ["已按指导价调整成人价，并在销售渠道同步更新", "产品已下架，停止销售", "产品已下架，补充购物场所清单后重新上架"],
};

export const demoProducts: DemoSeeder = {
  name: "demo:products",
  async run(ctx: DemoContext) {
    const { db, random, now } = ctx;
    const agencies = await db
      .select({ id: enterprise.id, region_code: enterprise.region_code, scopes: travelAgency.scopes })
      .from(enterprise)
      .innerJoin(travelAgency, eq(travelAgency.enterprise_id, enterprise.id))
      .where(and(eq(enterprise.status, "NORMAL"), eq(enterprise.category_id, 11000)))
      .orderBy(asc(enterprise.id));
    if (agencies.length === 0) return;
    const [account] = await db.select({ enterprise_id: admin.enterprise_id }).from(admin).where(eq(admin.username, "enterprise"));
    // The demo agency account's agency first: it gets a share of every outcome.
    agencies.sort((a, b) => Number(b.id === account?.enterprise_id) - Number(a.id === account?.enterprise_id));
    const outbound = agencies.filter((a) => a.scopes.split(",").includes("OUTBOUND"));
    const domesticOnly = agencies.filter((a) => !a.scopes.split(",").includes("OUTBOUND"));
    const [supervisor] = await db.select({ id: admin.id, nickname: admin.nickname }).from(admin).where(eq(admin.username, "supervisor"));
    const checker = { operator_type: "admin", operator_id: supervisor?.id ?? 0, operator_name: supervisor?.nickname || "省厅监管员" };
    const year = new Date((now + TZ) * 1000).getUTCFullYear();

    // Guidance prices of the routes the contract seeder did not price.
    const priced = new Set((await db.select({ route: guidancePrice.route_name }).from(guidancePrice)).map((r) => r.route));
    const fresh = TEMPLATES.filter((t) => t.guidance > 0 && !priced.has(t.route));
    if (fresh.length) {
      await db.insert(guidancePrice).values(fresh.map((t) => ({ route_name: t.route, days: t.days, season: "ALL" as const, price: t.guidance * 100, valid_from: `${year}-01-01`, valid_to: `${year + 1}-12-31`, region_code: 460000 })));
    }
    const guidance = new Map((await db.select({ route: guidancePrice.route_name, days: guidancePrice.days, price: guidancePrice.price }).from(guidancePrice)).map((g) => [`${g.route}|${g.days}`, g.price]));

    const weighted = TEMPLATES.flatMap((t) => Array.from({ length: t.weight }, () => t));
    const rows: (typeof tourProduct.$inferInsert)[] = [];
    /** The fair adult price (cents) of each product, by its place in `rows`; those whose low price the agency raised after the check (their finding goes by itself). */
    const fairPrice: number[] = [];
    const raised = new Set<number>();
    const TOTAL = 150;
    let outboundWrong = 0;
    for (let n = 0; n < TOTAL; n++) {
      let template = weighted[(n * 7 + random.int(0, weighted.length - 1)) % weighted.length] as Template;
      // Every tenth product is the demo agency account's.
      let agency = agencies[n % 10 === 0 ? 0 : n % agencies.length] as (typeof agencies)[number];
      let wrongScope = false;
      if (template.scope === "OUTBOUND") {
        // A few outbound tours sold by agencies without the outbound scope; the rest by those with it.
        if (outboundWrong < 5 && domesticOnly.length) {
          agency = domesticOnly[(n + outboundWrong) % domesticOnly.length] as (typeof agencies)[number];
          outboundWrong++;
          wrongScope = true;
        } else if (outbound.length) agency = outbound[n % outbound.length] as (typeof agencies)[number];
        else template = TEMPLATES[0] as Template;
      }
      const guided = guidance.get(`${template.route}|${template.days}`);
      const reference = guided ?? template.price * 100;
      const fair = Math.round(((reference / 100) * (0.95 + random.int(0, 20) / 100)) / 10) * 10;
      // About one in five products of a guided route priced below 70 % of the guidance price (half the demo agency's).
      const low = guided !== undefined && random.chance(n % 10 === 0 ? 0.5 : 0.2);
      const price = low ? Math.round(((reference / 100) * (0.4 + random.int(0, 25) / 100)) / 10) * 10 : fair;
      const shops = template.shops && random.chance(0.45) ? [...new Set([random.pick(SHOPS), random.pick(SHOPS)])] : [];
      const itinerary = [...template.itinerary];
      shops.forEach((shop, i) => {
        const day = Math.min(itinerary.length - 1, 1 + i);
        itinerary[day] = `${itinerary[day]}；购物：${shop.split("（")[0]}（60分钟）`;
      });
      let declared = shops.length;
      let list = shops.join("\n");
      // A few hide a stop: declared and listed one fewer than the itinerary plans, or a count that does not match the list.
      if (shops.length && n % 11 === 3) {
        declared = shops.length - 1;
        list = shops.slice(1).join("\n");
      } else if (shops.length && n % 13 === 5) declared = shops.length + 1;
      fairPrice.push(fair * 100);
      if (low && n % 4 === 1) raised.add(n);
      const agencyRow = agency;
      rows.push({
        agency_id: agencyRow.id,
        region_code: agencyRow.region_code,
        name: random.pick(template.names),
        type: template.type,
        scope: template.scope,
        route_name: template.route,
        days: template.days,
        nights: template.nights,
        adult_price: price * 100,
        child_price: template.type === "TICKET_BUNDLE" ? Math.round(price * 0.6) * 100 : Math.round(price * 0.7 / 10) * 1000,
        shopping_stops: declared,
        shopping_list: list,
        itinerary: itinerary.join("\n"),
        paid_extras: template.extras,
        channel_url: `https://travel.example.cn/agency/${agencyRow.id}/products/${1001 + n}`,
        sale_status: wrongScope || random.chance(0.9) ? "ON_SALE" : "OFF_SHELF",
        shopping_gap: shoppingGap(declared, list, itinerary.join("\n")),
        create_time: now - random.int(15, 300) * DAY,
        update_time: now - random.int(11, 14) * DAY,
      });
    }

    await db.transaction(async (tx) => {
      const inserted = await tx.insert(tourProduct).values(rows).returning({ id: tourProduct.id });
      const ids = inserted.map((r) => r.id);
      // The check ran ten days ago.
      const checkedAt = now - 10 * DAY;
      await runProductChecks(tx, checkedAt, dayOf(checkedAt), ids);
      const found = await tx.select().from(productCheck).where(and(inArray(productCheck.product_id, ids), eq(productCheck.status, "SUSPECTED"))).orderBy(asc(productCheck.id));
      const trail: (typeof auditRecord.$inferInsert)[] = [];
      const decisions: { id: number; status: "VIOLATION" | "TRANSFERRED" | "RECTIFIED" | "CLEARED"; opinion: string; case_no: string; closed_time: number | null; product: number; rule: string }[] = [];
      const fairOf = (productId: number) => fairPrice[ids.indexOf(productId)] ?? 0;
      /** New adult prices (cents) of products whose agency raised a low price. */
      const fixed = new Map<number, number>();
      const move = (check: (typeof found)[number], action: string, from: string, to: string, at: number, opinion: string, details = "", who = checker) =>
        trail.push({ entity_type: "product_check", entity_id: check.id, enterprise_id: check.agency_id, action, from_status: from, to_status: to, opinion, details, ...who, create_time: at });
      const agencyStaff = { operator_type: "admin", operator_id: 0, operator_name: "旅行社" };
      let caseSeq = 0;
      found.forEach((check, i) => {
        const productId = check.product_id;
        // Raised prices first: their findings close by themselves on the next run.
        if (raised.has(ids.indexOf(productId)) && check.rule_code === "LOW_PRICE") {
          fixed.set(productId, fairOf(productId));
          return;
        }
        // Of the rest: a third still waits, the others confirmed, transferred, cleared or rectified.
        const fate = i % 6;
        const decidedAt = check.raised_time + random.int(1, 3) * DAY;
        const opinionOf = (kind: keyof typeof OPINIONS) => OPINIONS[kind][check.rule_code === "LOW_PRICE" ? 0 : check.rule_code === "SHOPPING" ? 2 : 1] as string;
        if (fate === 1 || fate === 2 || fate === 4) {
          move(check, "confirm", "SUSPECTED", "VIOLATION", decidedAt, opinionOf("confirm"));
          let status: "VIOLATION" | "TRANSFERRED" | "RECTIFIED" = "VIOLATION";
          let caseNo = "";
          let closed: number | null = null;
          if (fate === 2) {
            caseNo = `琼旅执立〔${year}〕${String(++caseSeq + 10).padStart(2, "0")}号`;
            move(check, "transfer", "VIOLATION", "TRANSFERRED", decidedAt + DAY, "移送省旅游和文化市场综合执法局立案调查", JSON.stringify({ case_no: caseNo }));
            status = "TRANSFERRED";
          } else if (fate === 4) {
            closed = decidedAt + 2 * DAY;
            move(check, "rectify", "VIOLATION", "RECTIFIED", closed, opinionOf("rectify"), "", agencyStaff);
            status = "RECTIFIED";
          }
          decisions.push({ id: check.id, status, opinion: opinionOf("confirm"), case_no: caseNo, closed_time: closed, product: productId, rule: check.rule_code });
        } else if (fate === 3) {
          move(check, "clear", "SUSPECTED", "CLEARED", decidedAt, opinionOf("clear"));
          decisions.push({ id: check.id, status: "CLEARED", opinion: opinionOf("clear"), case_no: "", closed_time: decidedAt, product: productId, rule: check.rule_code });
        }
      });
      for (const d of decisions) {
        await tx.update(productCheck).set({ status: d.status, opinion: d.opinion, case_no: d.case_no, closed_time: d.closed_time, update_time: d.closed_time ?? now - 5 * DAY }).where(eq(productCheck.id, d.id));
        // A rectified product passes its rule: a fair price, or off the shelf.
        if (d.status === "RECTIFIED" && d.rule === "LOW_PRICE") fixed.set(d.product, fairOf(d.product));
        else if (d.status === "RECTIFIED") await tx.update(tourProduct).set({ sale_status: "OFF_SHELF" }).where(eq(tourProduct.id, d.product));
      }
      for (const [productId, price] of fixed) await tx.update(tourProduct).set({ adult_price: price, update_time: now - 6 * DAY }).where(eq(tourProduct.id, productId));
      for (let i = 0; i < trail.length; i += 500) await tx.insert(auditRecord).values(trail.slice(i, i + 500));
      // The run after the agencies' changes: raised prices close their findings.
      await runProductChecks(tx, now - 6 * DAY, dayOf(now - 6 * DAY), ids);
      await refreshStanding(tx, ids);
    });
  },
};
