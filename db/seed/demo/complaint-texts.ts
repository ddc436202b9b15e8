// What Hainan's tourism complaints are about (reference domain §24): forced shopping at jewellery
// and agarwood shops, seafood price fraud in Sanya, yacht surcharges and overloading, hotels not
// as described, unlicensed day tours, refund trouble… Each scenario says which registry
// enterprises it names (by category and a word of their name), what the complainant wrote and
// asked for, how the respondent answered and how mediation ended. People and amounts are invented.

export interface Scenario {
  key: string;
  weight: number;
  category: string;
  /** Registry respondents: enterprise categories and, optionally, a word their name contains. */
  respondent?: { categories: readonly number[]; word?: string; sanya?: boolean };
  /** A respondent outside the registry (an unlicensed operator, a guide). */
  named?: readonly { type: "OTHER" | "GUIDE" | "DRIVER"; name: string }[];
  type?: "COMPLAINT" | "REPORT";
  claim: readonly [number, number];
  descriptions: readonly string[];
  requests: readonly string[];
  replies: readonly string[];
  agreements: readonly string[];
}

export const SCENARIOS: readonly Scenario[] = [
  {
    key: "jewellery",
    weight: 10,
    category: "FORCED_SHOPPING",
    respondent: { categories: [25000], word: "珠宝" },
    claim: [3000, 38000],
    descriptions: [
      "参加低价团，导游将全团带入珠宝店，店员轮番推销并暗示“不买不能走”，被迫购买手镯一只，价款{amount}元，事后鉴定价值明显不符。",
      "行程单未列明购物点，导游擅自安排进入珠宝店停留近两小时，以“开光”为名高价出售吊坠，共支付{amount}元。",
    ],
    requests: ["退货退款", "退还购物款并赔偿损失"],
    replies: ["被投诉方称游客系自愿购买，但同意在商品完好的前提下办理退货。", "被投诉方承认导购存在不当推销行为，愿意协商处理。"],
    agreements: ["经调解，被投诉方同意全额退货退款{comp}元，投诉人表示接受。", "经调解，被投诉方退还购物款{comp}元并书面致歉。"],
  },
  {
    key: "agarwood",
    weight: 8,
    category: "FORCED_SHOPPING",
    respondent: { categories: [25000], word: "沉香" },
    claim: [2000, 26000],
    descriptions: [
      "导游带团进入沉香馆，封闭讲解后要求每人消费，称沉香“能治病”，被诱导购买沉香手串，支付{amount}元。",
      "一日游行程中被带入沉香文化馆，店员以“限时特价”诱导购买沉香摆件{amount}元，回酒店后发现系劣质品。",
    ],
    requests: ["退货退款", "全额退款并对导游诱导购物予以查处"],
    replies: ["被投诉方否认强迫购物，称已告知商品价格，愿意在七日内办理退货。", "被投诉方承认宣传用语不当，同意退货。"],
    agreements: ["经调解，沉香馆同意退货并退还{comp}元。", "经调解，被投诉方退还{comp}元，并对相关导购人员作出处理。"],
  },
  {
    key: "seafood",
    weight: 15,
    category: "PRICE_FRAUD",
    respondent: { categories: [18000], word: "海鲜", sanya: true },
    claim: [400, 6800],
    descriptions: [
      "在海鲜排档就餐，点菜时按“每斤{price}元”报价，结账时称重明显偏高，一餐共收费{amount}元，远超菜单标价。",
      "出租车司机推荐到该海鲜店就餐，店家以“时价”为由未明码标价，结账收费{amount}元，要求出示称重记录被拒绝。",
      "购买海鲜后现场加工，店家偷换成品、缺斤短两，共收费{amount}元。",
    ],
    requests: ["退还多收费用", "按标价重新结算并退还差价"],
    replies: ["被投诉方承认称重存在误差，同意退还差价。", "被投诉方称“时价”已口头告知，但同意协商退还部分费用。"],
    agreements: ["经调解，被投诉方退还多收费用{comp}元并书面道歉。", "经调解，双方同意按菜单标价结算，商家退还{comp}元。"],
  },
  {
    key: "yacht-surcharge",
    weight: 6,
    category: "PRICE_FRAUD",
    respondent: { categories: [17000], sanya: true },
    claim: [500, 8000],
    descriptions: [
      "预订游艇出海套餐，登船前被要求加收燃油费、码头费共{amount}元，否则不能出海。",
      "游艇出海途中经营者以“深海区”为由要求每人加价，共多收{amount}元。",
    ],
    requests: ["退还临时加收的费用"],
    replies: ["被投诉方称燃油附加费已在合同中约定，但同意退还码头费。", "被投诉方同意退还临时加收的费用。"],
    agreements: ["经调解，游艇公司退还临时加收费用{comp}元。"],
  },
  {
    key: "yacht-overload",
    weight: 4,
    category: "SAFETY",
    type: "REPORT",
    respondent: { categories: [17000], sanya: true },
    claim: [0, 0],
    descriptions: ["乘坐游艇出海，该艇核定载客 12 人，实际搭载{people}人，且未发放救生衣，存在严重安全隐患。", "游艇夜游时超载且在禁止时段出海，船员未作安全提示。"],
    requests: ["依法查处超载行为"],
    replies: ["被投诉方承认当日超员搭载，已停航整改。"],
    agreements: ["经核查属实，已移交海事部门依法处理，经营者停航整改并向投诉人致歉。"],
  },
  {
    key: "hotel",
    weight: 14,
    category: "ACCOMMODATION",
    respondent: { categories: [13000, 14000] },
    claim: [300, 9000],
    descriptions: [
      "通过平台预订“海景大床房”，入住后发现房间无海景，窗外为施工工地，与页面描述严重不符，酒店拒绝调换或退款。",
      "入住民宿后发现房间潮湿发霉、热水无法使用，与宣传图片不符，要求退房被拒，已付房费{amount}元。",
      "酒店超售，到店后被告知无房，临时安排至其他酒店，价差{amount}元由游客承担。",
    ],
    requests: ["退还房费差价", "全额退款并赔偿损失"],
    replies: ["被投诉方称页面图片为同类型房间，同意退还部分房费。", "被投诉方承认设施故障，同意退还房费。"],
    agreements: ["经调解，酒店退还房费{comp}元并赠送下次入住优惠。", "经调解，被投诉方退还{comp}元，投诉人表示接受。"],
  },
  {
    key: "day-tour",
    weight: 10,
    category: "ILLEGAL_OPERATION",
    type: "REPORT",
    named: [
      { type: "OTHER", name: "无资质“一日游”揽客人员" },
      { type: "DRIVER", name: "黑车司机（琼B·7X2**）" },
      { type: "DRIVER", name: "黑车司机（琼A·D3**）" },
      { type: "OTHER", name: "街头“蜈支洲岛一日游”揽客点" },
    ],
    claim: [200, 3000],
    descriptions: [
      "在景区门口被拉上车参加“一日游”，对方无旅行社资质，途中多次要求加价并带入购物店，共被收取{amount}元。",
      "通过路边揽客参加“南山+天涯海角一日游”，实际行程缩水，司机无营运资质，拒绝退还费用{amount}元。",
    ],
    requests: ["依法查处非法经营并追回费用", "退还费用"],
    replies: ["经执法人员约谈，当事人承认无资质经营。"],
    agreements: ["经调解，当事人退还投诉人{comp}元，执法部门已对其立案调查。"],
  },
  {
    key: "refund",
    weight: 12,
    category: "TICKET_REFUND",
    respondent: { categories: [12000, 11000] },
    claim: [100, 12000],
    descriptions: [
      "因台风停航，已购门票无法使用，景区以“特价票不退”为由拒绝退票，票款{amount}元。",
      "报名参团后因病取消行程并提前 10 天告知，旅行社拖延两个月未退还团款{amount}元。",
      "景区索道停运，门票中已含索道费用，要求退还差价被拒。",
    ],
    requests: ["全额退款", "退还未产生的费用"],
    replies: ["被投诉方同意扣除必要费用后退款。", "被投诉方称系统故障导致退款延迟，承诺尽快办理。"],
    agreements: ["经调解，被投诉方退还{comp}元。", "经调解，旅行社扣除已发生的必要费用后退还{comp}元。"],
  },
  {
    key: "guide",
    weight: 6,
    category: "GUIDE_SERVICE",
    named: [
      { type: "GUIDE", name: "导游王某（D-4602-00**15）" },
      { type: "GUIDE", name: "导游陈某（D-4601-00**82）" },
      { type: "GUIDE", name: "地陪导游（姓名不详）" },
    ],
    claim: [0, 2000],
    descriptions: ["导游服务态度恶劣，因游客未参加自费项目对其辱骂，并在景区内将其“甩团”。", "导游全程推销自费项目，未按行程讲解，游客拒绝后被要求下车。"],
    requests: ["对导游予以处理并赔礼道歉"],
    replies: ["导游所属旅行社承认其服务不规范，已暂停其带团。"],
    agreements: ["经调解，旅行社向投诉人赔礼道歉并退还导服费{comp}元。"],
  },
  {
    key: "itinerary",
    weight: 6,
    category: "ITINERARY_CHANGE",
    respondent: { categories: [11000] },
    claim: [300, 6000],
    descriptions: ["旅行社擅自减少合同约定的景点，将蜈支洲岛换成购物点，未征得游客同意。", "行程中擅自更换入住酒店，标准低于合同约定。"],
    requests: ["退还减少景点的费用并赔偿违约金"],
    replies: ["被投诉方称因天气原因调整行程，同意退还差价。"],
    agreements: ["经调解，旅行社退还差价及违约金共{comp}元。"],
  },
  {
    key: "low-price",
    weight: 5,
    category: "LOW_PRICE",
    respondent: { categories: [11000] },
    claim: [500, 5000],
    descriptions: ["报名“199元三亚四天三晚游”，到达后被要求补交团费并参加多个购物点，共额外支付{amount}元。"],
    requests: ["退还额外收取的费用，查处不合理低价游"],
    replies: ["被投诉方称系合作社操作，愿意退还额外费用。"],
    agreements: ["经调解，旅行社退还额外收取的{comp}元，执法部门已对不合理低价问题立案调查。"],
  },
  {
    key: "other",
    weight: 4,
    category: "TRANSPORT",
    respondent: { categories: [16000] },
    claim: [100, 2000],
    descriptions: ["旅游大巴车况差、空调损坏，司机途中抽烟，多次提醒无果。", "旅游车辆未按约定时间接站，游客自行打车产生费用{amount}元。"],
    requests: ["赔偿损失"],
    replies: ["被投诉方承认车辆调度失误，同意赔偿。"],
    agreements: ["经调解，客运公司赔偿{comp}元。"],
  },
];

export const REFUSALS: readonly { ground: string; weight: number; reason: string }[] = [
  { ground: "HANDLED_ELSEWHERE", weight: 3, reason: "该纠纷已由人民法院立案受理，依法不予受理。" },
  { ground: "OUT_OF_REMIT", weight: 4, reason: "所反映的商品质量问题属市场监管部门职责，已告知投诉人拨打 12315 反映。" },
  { ground: "CONDITIONS_NOT_MET", weight: 3, reason: "投诉人无法提供被投诉方名称及基本事实，经两次联系未能补充。" },
  { ground: "ALREADY_HANDLED", weight: 1, reason: "该事项已于此前办结，投诉人未提出新的事实和理由。" },
  { ground: "OTHER_ECONOMIC", weight: 1, reason: "所反映事项为双方之间的借贷纠纷，不属于旅游投诉。" },
];

export const FAILED_RECORDS: readonly string[] = [
  "双方就赔偿金额分歧较大，经两次调解未能达成一致，已告知投诉人可依法申请仲裁或提起诉讼。",
  "被投诉方拒绝调解方案，已出具终止调解书，告知投诉人可向人民法院提起诉讼。",
];

export const ON_SPOT_RECORDS: readonly string[] = [
  "执法人员到场协调，商家当场退还多收费用{comp}元，投诉人表示满意。",
  "经现场调解，经营者当场退款{comp}元并道歉，双方签字确认。",
];

export const RATE_COMMENTS: readonly string[] = ["处理及时，感谢！", "工作人员很耐心。", "结果基本满意。", "", "", "希望加强对购物店的监管。", "处理时间有点长。"];

/** Home provinces of complainants (GB/T 2260), weighted: Hainan's winter visitors come from the north. */
export const HOME_PROVINCES: readonly (readonly [number, number])[] = [
  [230000, 10], [220000, 7], [210000, 8], [110000, 8], [370000, 7], [410000, 6], [440000, 8], [510000, 6],
  [310000, 6], [330000, 5], [320000, 5], [420000, 4], [430000, 4], [500000, 3], [460000, 9], [610000, 3],
];

/** Opinions; those about one place name its area (the others go to a random city or county). */
export const OPINIONS: readonly { title: string; content: string; reply: string; region?: number }[] = [
  { region: 460200, title: "建议增加三亚湾公共停车位", content: "旺季三亚湾沿线停车困难，建议增设临时停车场并公布余位信息。", reply: "感谢建议，已转交三亚市交通运输部门研究，旺季将增设临时停车点。" },
  { title: "希望公布海鲜排档诚信经营名单", content: "建议定期公布诚信海鲜排档名单和价格，方便游客选择。", reply: "我厅已联合市场监管部门每季度公布“诚信经营示范店”名单，可在本平台查询。" },
  { title: "景区应提供更多外语标识", content: "部分景区英文、俄文标识缺失或翻译错误，外国游客不便。", reply: "已通知各 A 级景区在三个月内完成多语种标识核查整改。" },
  { title: "游艇出海应公示核定载客人数", content: "建议在游艇码头和船上显著位置公示核定载客人数和救生设备数量。", reply: "感谢建议，已会同海事部门要求游艇经营者在码头和艇上公示核定载客人数。" },
  { title: "建议开通投诉进度短信提醒", content: "希望投诉办理各环节都能收到短信提醒。", reply: "平台已实现投诉各办理环节短信或邮件告知，欢迎使用。" },
  { region: 460200, title: "一日游揽客问题", content: "南山景区门口经常有人拉客参加“一日游”，建议加强巡查。", reply: "已安排执法人员在旅游旺季对重点景区周边开展常态化巡查。" },
  { title: "民宿卫生标准", content: "建议对民宿卫生进行抽查并公布结果。", reply: "我厅将联合卫生健康部门开展民宿卫生专项检查，结果将向社会公布。" },
  { title: "文明旅游宣传", content: "建议在机场、高铁站增加文明旅游宣传。", reply: "感谢您的建议，我们将与机场、车站合作加强文明旅游宣传。" },
  { title: "旅游厕所数量不足", content: "环岛旅游公路部分路段缺少公共厕所。", reply: "已将相关路段纳入年度旅游厕所建设计划。" },
  { title: "老年游客优惠政策咨询", content: "请问景区对 60 岁以上老人是否有门票优惠？", reply: "全省 A 级景区对 60 岁以上老人执行门票半价或免票政策，具体以景区公示为准。" },
];
