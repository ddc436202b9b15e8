// Texts of the demo content: article topics per category (titles in both languages, filled with
// real Hainan places and seasons), notices, the library (real laws and rules with their issuing
// bodies, numbers and dates; texts are short excerpts) and help for console pages.

export interface DemoCity {
  zh: string;
  en: string;
  /** The city's or county's culture and tourism bureau. */
  bureau: string;
  code: number;
  spot: string;
  spotEn: string;
}

/** Cities and county towns with a well-known spot each. */
export const CITIES: readonly DemoCity[] = [
  { zh: "海口", en: "Haikou", bureau: "海口市旅游和文化广电体育局", code: 460100, spot: "骑楼老街", spotEn: "Qilou Old Street" },
  { zh: "三亚", en: "Sanya", bureau: "三亚市旅游和文化广电体育局", code: 460200, spot: "亚龙湾", spotEn: "Yalong Bay" },
  { zh: "儋州", en: "Danzhou", bureau: "儋州市旅游和文化广电体育局", code: 460400, spot: "东坡书院", spotEn: "Dongpo Academy" },
  { zh: "琼海", en: "Qionghai", bureau: "琼海市旅游和文化广电体育局", code: 469002, spot: "博鳌亚洲论坛永久会址", spotEn: "the Boao Forum site" },
  { zh: "万宁", en: "Wanning", bureau: "万宁市旅游和文化广电体育局", code: 469006, spot: "日月湾", spotEn: "Riyue Bay" },
  { zh: "文昌", en: "Wenchang", bureau: "文昌市旅游和文化广电体育局", code: 469005, spot: "文昌航天发射场", spotEn: "the Wenchang space launch site" },
  { zh: "五指山", en: "Wuzhishan", bureau: "五指山市旅游和文化广电体育局", code: 469001, spot: "五指山热带雨林", spotEn: "the Wuzhishan rainforest" },
  { zh: "陵水", en: "Lingshui", bureau: "陵水黎族自治县旅游和文化广电体育局", code: 469034, spot: "分界洲岛", spotEn: "Fenjiezhou Island" },
  { zh: "保亭", en: "Baoting", bureau: "保亭黎族苗族自治县旅游和文化广电体育局", code: 469035, spot: "呀诺达雨林文化旅游区", spotEn: "Yanoda Rainforest" },
  { zh: "澄迈", en: "Chengmai", bureau: "澄迈县旅游和文化广电体育局", code: 469023, spot: "福山咖啡文化风情镇", spotEn: "Fushan coffee town" },
];

export const SEASONS = [
  { zh: "春节", en: "Spring Festival" },
  { zh: "清明", en: "Qingming" },
  { zh: "五一", en: "May Day" },
  { zh: "暑期", en: "summer holidays" },
  { zh: "国庆", en: "National Day" },
  { zh: "元旦", en: "New Year" },
] as const;

export interface Topic {
  zh: string;
  en?: string;
  /** Paragraphs; `{city}`, `{spot}`, `{season}`, `{n}`, `{m}` are filled in. */
  body: readonly string[];
  /** Adds a figures table. */
  table?: boolean;
}

export interface DemoCategory {
  name: string;
  name_en: string;
  topics: readonly Topic[];
}

export const CATEGORIES: readonly DemoCategory[] = [
  {
    name: "行业动态",
    name_en: "Industry news",
    topics: [
      { zh: "{season}假期{city}接待游客{n}万人次 旅游收入同比增长{m}%", en: "{city} welcomes {n}0,000 visits over the {season} break, tourism revenue up {m}%", body: ["据{bureau}统计，{season}假期全市共接待游客{n}万人次，旅游总收入同比增长{m}%。", "{spot}、滨海度假酒店和乡村民宿预订火爆，自驾游、亲子游占比明显提升。"], table: true },
      { zh: "{city}{spot}游客服务中心完成提质升级", en: "Visitor centre at {spot}, {city}, upgraded", body: ["{spot}游客服务中心近日完成提质升级，新增母婴室、无障碍通道和多语种咨询服务。", "景区同步上线分时预约，高峰时段入园等候时间明显缩短。"] },
      { zh: "海南离岛免税{season}期间销售额{n}亿元", en: "Offshore duty-free sales reach {n}00 million yuan over {season}", body: ["{season}期间，全省离岛免税店销售额{n}亿元，购物人数同比增长{m}%。", "省旅文厅提醒游客通过正规渠道购物，保留购物凭证。"], table: true },
      { zh: "{city}新增{n}家乡村旅游星级民宿", en: "{n} new star-rated rural guesthouses in {city}", body: ["经评定，{city}新增{n}家乡村旅游星级民宿，均位于{spot}周边乡村。", "评定从建筑风貌、卫生安全、服务质量和特色体验等方面进行。"] },
      { zh: "海南环岛旅游公路{city}段驿站陆续开放", en: "Round-island tourist road stations open in {city}", body: ["海南环岛旅游公路{city}段的{n}座驿站陆续开放，提供停车休憩、餐饮补给和旅游咨询服务。", "驿站与{spot}等景点串联，形成滨海自驾游线路。"] },
      { zh: "{city}邮轮游艇旅游市场持续升温", en: "Cruise and yacht tourism heats up in {city}", body: ["今年以来，{city}游艇出海接待游客同比增长{m}%。", "监管部门要求游艇经营者严格执行出海报备、核定载客和安全告知制度。"] },
      { zh: "{season}入境游客人数同比增长{m}% 59国免签政策效应显现", en: "Inbound visits up {m}% over {season} as visa-free entry pays off", body: ["{season}期间，经海口、三亚口岸入境的外国游客同比增长{m}%。", "各地景区增设外语标识，旅行社加强外语导游配置。"] },
    ],
  },
  {
    name: "政策解读",
    name_en: "Policy explained",
    topics: [
      { zh: "一图读懂《海南自由贸易港旅游条例》", en: "The Hainan Free Trade Port Tourism Regulations at a glance", body: ["《海南自由贸易港旅游条例》自2025年12月1日起施行，共九章。", "条例在旅游开放与国际化、旅游经营与权益保护、旅游安全与应急处置等方面作出规定。"] },
      { zh: "《旅游法》中关于“不合理低价游”的规定解读", en: "What the Tourism Law says about tours sold below cost", body: ["《旅游法》第三十五条规定，旅行社不得以不合理的低价组织旅游活动，诱骗旅游者，并通过安排购物或者另行付费旅游项目获取回扣等不正当利益。", "旅游者遇到此类情形，可向旅游主管部门投诉。"] },
      { zh: "导游执业管理要点解读", en: "Key points of guide practice rules", body: ["根据《导游管理办法》，导游执业须取得导游证，并与旅行社订立劳动合同或在相关行业组织注册。", "导游在执业过程中应当佩戴电子导游证，不得擅自变更旅游行程或诱导、强迫旅游者购物。"] },
      { zh: "旅行社经营许可与质量保证金政策问答", en: "Questions and answers on travel agency licences and deposits", body: ["申请经营国内旅游业务和入境旅游业务的，应当向所在地省级旅游主管部门或其委托的设区的市级部门提出申请。", "旅行社应当在取得经营许可证后按规定交存质量保证金，也可以银行担保替代。"] },
      { zh: "文化和旅游市场信用管理规定解读：失信主体如何认定", en: "Credit rules for the culture and tourism market: who counts as untrustworthy", body: ["《文化和旅游市场信用管理规定》明确了严重失信主体名单和轻微失信主体的认定标准与程序。", "被列入名单的市场主体可以依法申请信用修复。"] },
      { zh: "旅游投诉处理时限与程序说明", en: "How tourism complaints are handled, and how long it takes", body: ["旅游投诉处理机构应当在接到投诉之日起5个工作日内作出是否受理的决定。", "受理后一般应在60日内作出处理决定。"] },
      { zh: "{city}旅游民宿管理规定要点解读", en: "Guesthouse rules in {city}, explained", body: ["{city}对旅游民宿实行登记备案管理，民宿经营者应当取得营业执照并符合消防、治安和卫生要求。", "民宿应当在显著位置公示收费标准和投诉电话。"] },
      { zh: "{season}假期旅游合同纠纷常见问题解答", en: "Common tour contract disputes over {season}, answered", body: ["因不可抗力导致行程无法进行的，旅行社和旅游者均可以解除合同，旅行社应当在扣除已支付且不可退还的费用后将余款退还旅游者。", "旅游者在行程开始前可以将包价旅游合同中自身的权利义务转让给第三人。"] },
      { zh: "A级旅游景区门票预约与优惠政策问答（{season}）", en: "Scenic area booking and ticket discounts ({season})", body: ["{season}期间全省A级旅游景区继续实行门票预约，老年人、现役军人等群体按规定享受门票优惠。", "{spot}等景区为未成年人提供免费或半价门票。"] },
      { zh: "在线旅游经营服务管理规定要点", en: "Rules for online travel services, in brief", body: ["在线旅游经营者不得滥用大数据分析等技术手段，侵犯旅游者合法权益。", "平台经营者应当对平台内经营者的身份、许可等信息进行真实性核验。"] },
    ],
  },
  {
    name: "出游提示",
    name_en: "Travel tips",
    topics: [
      { zh: "{season}出游{city}温馨提示", en: "Travelling to {city} over {season}: a few tips", body: ["{season}期间{city}{spot}等热门景区客流较大，建议提前预约、错峰出行。", "选择有资质的旅行社，签订书面旅游合同，不参加不合理低价游。"] },
      { zh: "台风季出行海南安全提示", en: "Travelling in Hainan during the typhoon season", body: ["台风预警发布后，请及时关注气象信息，暂停海上游览、潜水等涉水项目。", "已预订行程的游客可与旅行社协商变更或解除合同。"] },
      { zh: "游艇出海游玩安全须知", en: "Safety on a yacht trip", body: ["乘坐游艇请选择证照齐全的经营者，登船前确认游艇核定载客人数。", "全程穿着救生衣，未成年人须有成人陪同。"] },
      { zh: "雨林徒步旅游安全提示", en: "Hiking in the rainforest safely", body: ["进入{spot}等雨林景区徒步，请沿规定线路行走，不擅自进入未开放区域。", "注意防蚊虫叮咬，雨后路滑须谨慎通行。"] },
      { zh: "离岛免税购物提醒：警惕“代购”“套代购”风险", en: "Duty-free shopping: beware of paid proxy buyers", body: ["离岛免税商品仅限旅客本人购买、自用，不得转售牟利。", "参与“套代购”将被依法处理并影响个人信用。"] },
      { zh: "{city}{spot}游览预约指南", en: "Booking a visit to {spot}, {city}", body: ["{spot}实行分时预约，游客可通过景区官方渠道提前1至7天预约。", "请携带有效身份证件入园，预约后不能按时前往的请及时取消。"] },
      { zh: "{season}自驾{city}环岛游路线提示", en: "Driving around {city} over {season}", body: ["{season}期间{city}滨海公路车流较大，请合理安排行程，避开上午10时至12时高峰。", "沿线驿站可提供停车和充电服务，请勿在应急车道停车观景。"] },
      { zh: "海岛游防晒防溺水提示", en: "Sun and sea safety on the island", body: ["海南紫外线较强，请做好防晒措施，避免中午长时间户外活动。", "请在设有救生员的开放海域游泳，不到无人看管水域戏水。"] },
    ],
  },
  {
    name: "消费警示",
    name_en: "Consumer warnings",
    topics: [
      { zh: "警惕“零团费”“负团费”旅游陷阱", en: "Beware of 'free' and below-cost tours", body: ["近期有游客反映参加低价团后被安排进入珠宝、沉香等购物店。", "旅游者应选择正规旅行社，拒绝不合理低价游。"] },
      { zh: "{city}海鲜排档消费提示：明码标价 先问后点", en: "Seafood stalls in {city}: ask the price before you order", body: ["在海鲜排档消费时，请确认菜品单价、计价单位和加工费，索取消费凭证。", "遇到价格欺诈可拨打12345热线投诉。"] },
      { zh: "“一日游”非法经营风险提示", en: "Warning about unlicensed day tours", body: ["未取得旅行社经营许可的单位和个人招揽“一日游”属违法经营。", "游客参加此类活动，权益难以得到保障。"] },
      { zh: "{city}{spot}周边“黑导”揽客风险提示", en: "Unlicensed touts near {spot}, {city}", body: ["近期{spot}周边出现无证人员以“内部价”“包车游”名义揽客。", "游客应选择持有电子导游证的导游和有资质的旅行社，遇到强迫消费可拨打12345投诉。"] },
      { zh: "{season}高峰期酒店“超售”维权提示", en: "Overbooked hotels over {season}: know your rights", body: ["{season}期间部分酒店出现超售，已确认的订单酒店无法履行的，应当承担违约责任。", "请保留预订确认信息，与平台和酒店协商未果的可投诉。"] },
      { zh: "购买旅游产品须签订书面合同", en: "Sign a written contract for a package tour", body: ["包价旅游合同应当载明行程安排、住宿餐饮标准、自由活动时间和违约责任等内容。", "建议使用文化和旅游部推荐的合同示范文本。"] },
      { zh: "警惕网络平台虚假低价机票酒店套餐", en: "Fake cheap flight-and-hotel deals online", body: ["部分网络店铺以远低于市场价的机票酒店套餐吸引消费者，付款后拒绝出票或临时加价。", "请通过正规平台预订，保存聊天记录和付款凭证。"] },
    ],
  },
  {
    name: "监管执法",
    name_en: "Supervision and enforcement",
    topics: [
      { zh: "{city}查处一起旅行社未经许可经营出境旅游业务案", en: "{city} fines an agency for outbound tours without a licence", body: ["经查，当事人未取得出境旅游业务经营许可，擅自招徕出境旅游者。", "执法部门依据《旅游法》第九十五条作出罚款和没收违法所得的处罚。"] },
      { zh: "{season}旅游市场专项检查通报", en: "Report on the {season} tourism market inspection", body: ["{season}期间全省共出动执法人员{n}人次，检查旅游企业{m}0家次。", "对发现的问题已责令限期整改，涉嫌违法的依法立案查处。"], table: true },
      { zh: "{city}对{n}名未按规定佩戴电子导游证的导游作出处理", en: "{city} acts against {n} guides working without their e-card", body: ["执法人员在{spot}开展导游执业检查，发现{n}名导游未佩戴电子导游证。", "依据《导游管理办法》第三十二条，责令改正并予以警告。"] },
      { zh: "全省A级旅游景区复核结果公示", en: "Results of the A-grade scenic area review", body: ["经复核，全省大部分A级旅游景区符合等级标准，{n}家景区被通报批评并限期整改。", "复核重点检查游览安全、卫生环境和服务质量。"] },
      { zh: "娱乐场所安全生产执法检查情况通报", en: "Safety inspection of entertainment venues", body: ["本次检查娱乐场所{n}家，发现消防通道堵塞、应急照明缺失等隐患{m}处。", "相关场所已完成整改。"] },
    ],
  },
  {
    name: "市县动态",
    name_en: "Across the cities",
    topics: [
      { zh: "{city}举办文旅消费季活动", en: "{city} opens its culture and tourism shopping season", body: ["{city}文旅消费季以“{spot}”为主会场，推出惠民门票、特色市集和演艺活动。", "活动持续至年底。"] },
      { zh: "{city}开展旅游从业人员服务技能培训", en: "{city} trains tourism staff in service skills", body: ["{bureau}组织辖区旅行社、景区、酒店从业人员{n}人参加服务技能培训。", "培训内容包括服务礼仪、应急处置和外语接待。"] },
      { zh: "{city}召开旅游安全工作会议", en: "{city} holds a tourism safety meeting", body: ["会议部署{season}期间旅游安全和市场秩序保障工作。", "要求各企业落实主体责任，做好应急预案。"] },
      { zh: "{city}发布乡村旅游精品线路", en: "{city} publishes its best rural tour routes", body: ["{city}发布{n}条乡村旅游精品线路，串联{spot}及周边特色村庄。", "线路涵盖农事体验、黎苗文化和热带果园采摘等内容。"] },
    ],
  },
];

export const NOTICE_TITLES: readonly { zh: string; en: string; importance: "NORMAL" | "IMPORTANT" | "URGENT"; audience: string; public: boolean; body: string }[] = [
  { zh: "关于做好{season}假期旅游市场秩序和安全生产工作的通知", en: "Keeping the tourism market safe and orderly over {season}", importance: "URGENT", audience: "ALL", public: true, body: "各市县旅游主管部门、各旅游企业：{season}假期将至，请严格落实安全生产主体责任，加强客流监测和预约管理，畅通投诉渠道，确保假期旅游市场安全有序。" },
  { zh: "关于开展{year}年度旅行社经营情况统计调查的通知", en: "Travel agency business survey for {year}", importance: "IMPORTANT", audience: "CATEGORY:11000", public: false, body: "各旅行社：请于规定时间内通过全国旅游监管服务平台填报年度经营情况，逾期未报的将纳入重点监管。" },
  { zh: "关于报送{season}期间接待情况的通知", en: "Report your visitor figures for {season}", importance: "NORMAL", audience: "ENTERPRISES", public: false, body: "请各A级旅游景区、旅游饭店于假期结束后两个工作日内报送接待人数和营业收入。" },
  { zh: "关于防御台风做好旅游安全防范工作的紧急通知", en: "Urgent: typhoon safety measures", importance: "URGENT", audience: "ALL", public: true, body: "受台风影响，请各涉海旅游经营单位立即停止海上游览和水上运动项目，做好游客疏导安置工作。" },
  { zh: "关于开展旅游市场“不合理低价游”专项整治的通知", en: "Campaign against below-cost tours", importance: "IMPORTANT", audience: "STAFF", public: false, body: "各市县旅文局：请结合辖区实际制定整治方案，重点检查购物店、旅行社和导游执业行为。" },
  { zh: "关于公布{year}年度星级乡村旅游点名单的公告", en: "Star-rated rural tourism sites for {year}", importance: "NORMAL", audience: "ALL", public: true, body: "经评定，现将本年度星级乡村旅游点名单予以公布。" },
  { zh: "关于组织参加旅游从业人员线上培训的通知", en: "Online training for tourism staff", importance: "NORMAL", audience: "ENTERPRISES", public: false, body: "请各企业组织从业人员登录培训平台完成不少于8学时的线上学习。" },
  { zh: "关于娱乐场所开展消防安全自查的通知", en: "Fire safety self-checks for entertainment venues", importance: "IMPORTANT", audience: "ENTERPRISES", public: false, body: "请各娱乐场所对照检查清单开展消防安全自查，并于月底前报送自查报告。" },
  { zh: "关于调整旅游投诉受理电话服务时间的公告", en: "New hours of the tourism complaint line", importance: "NORMAL", audience: "ALL", public: true, body: "即日起，旅游投诉受理电话服务时间调整为每日8:00至22:00，节假日照常受理。" },
  { zh: "关于进一步规范导游执业行为的通知", en: "Tightening guide practice", importance: "IMPORTANT", audience: "CATEGORY:11000", public: false, body: "各旅行社应当加强对委派导游的管理，严禁导游诱导、强迫游客购物或参加另行付费项目。" },
];

export interface LibraryEntry {
  title: string;
  title_en: string;
  kind: "LAW" | "REGULATION" | "RULE" | "LOCAL" | "NORMATIVE" | "STANDARD";
  issuer: string;
  doc_no: string;
  issue_date: string;
  effective_date: string;
  validity: "EFFECTIVE" | "AMENDED" | "REPEALED";
  excerpt: string;
}

export const LIBRARY: readonly LibraryEntry[] = [
  { title: "中华人民共和国旅游法", title_en: "Tourism Law of the People's Republic of China", kind: "LAW", issuer: "全国人民代表大会常务委员会", doc_no: "中华人民共和国主席令第3号", issue_date: "2013-04-25", effective_date: "2013-10-01", validity: "EFFECTIVE", excerpt: "第一条 为保障旅游者和旅游经营者的合法权益，规范旅游市场秩序，保护和合理利用旅游资源，促进旅游业持续健康发展，制定本法。（2016年11月7日、2018年10月26日修正）" },
  { title: "中华人民共和国海南自由贸易港法", title_en: "Law on the Hainan Free Trade Port", kind: "LAW", issuer: "全国人民代表大会常务委员会", doc_no: "中华人民共和国主席令第85号", issue_date: "2021-06-10", effective_date: "2021-06-10", validity: "EFFECTIVE", excerpt: "第一条 为了建设高水平的中国特色海南自由贸易港，推动形成更高层次改革开放新格局，建立开放型经济新体制，促进社会主义市场经济平稳健康可持续发展，制定本法。" },
  { title: "旅行社条例", title_en: "Regulations on Travel Agencies", kind: "REGULATION", issuer: "国务院", doc_no: "国务院令第550号", issue_date: "2009-02-20", effective_date: "2009-05-01", validity: "EFFECTIVE", excerpt: "第一条 为了加强对旅行社的管理，保障旅游者和旅行社的合法权益，维护旅游市场秩序，促进旅游业的健康发展，制定本条例。" },
  { title: "娱乐场所管理条例", title_en: "Regulations on the Administration of Entertainment Venues", kind: "REGULATION", issuer: "国务院", doc_no: "国务院令第458号", issue_date: "2006-01-29", effective_date: "2006-03-01", validity: "EFFECTIVE", excerpt: "第一条 为了加强对娱乐场所的管理，保障娱乐场所的健康发展，制定本条例。" },
  { title: "营业性演出管理条例", title_en: "Regulations on Commercial Performances", kind: "REGULATION", issuer: "国务院", doc_no: "国务院令第439号", issue_date: "2005-07-07", effective_date: "2005-09-01", validity: "EFFECTIVE", excerpt: "第一条 为了加强对营业性演出的管理，促进文化产业的发展，繁荣社会主义文艺事业，满足人民群众文化生活的需要，促进社会主义精神文明建设，制定本条例。" },
  { title: "导游管理办法", title_en: "Measures for the Administration of Tour Guides", kind: "RULE", issuer: "国家旅游局", doc_no: "国家旅游局令第44号", issue_date: "2017-11-01", effective_date: "2018-01-01", validity: "EFFECTIVE", excerpt: "第一条 为规范导游执业行为，提升导游服务质量，保障导游合法权益，促进导游行业健康发展，依据《中华人民共和国旅游法》《旅行社条例》等法律法规，制定本办法。" },
  { title: "旅游投诉处理办法", title_en: "Measures for Handling Tourism Complaints", kind: "RULE", issuer: "国家旅游局", doc_no: "国家旅游局令第32号", issue_date: "2010-05-05", effective_date: "2010-07-01", validity: "EFFECTIVE", excerpt: "第一条 为了维护旅游者和旅游经营者的合法权益，依法公正处理旅游投诉，依据《中华人民共和国消费者权益保护法》、《旅行社条例》、《导游人员管理条例》和《中国公民出国旅游管理办法》等法律、法规，制定本办法。" },
  { title: "旅行社条例实施细则", title_en: "Implementing Rules of the Regulations on Travel Agencies", kind: "RULE", issuer: "国家旅游局", doc_no: "国家旅游局令第30号", issue_date: "2009-04-02", effective_date: "2009-05-03", validity: "EFFECTIVE", excerpt: "第一条 根据《旅行社条例》（以下简称《条例》），制定本实施细则。" },
  { title: "旅游安全管理办法", title_en: "Measures for Tourism Safety", kind: "RULE", issuer: "国家旅游局", doc_no: "国家旅游局令第41号", issue_date: "2016-09-27", effective_date: "2016-12-01", validity: "EFFECTIVE", excerpt: "第一条 为了加强旅游安全管理，提高应对旅游突发事件的能力，保障旅游者的人身、财产安全，促进旅游业持续健康发展，制定本办法。" },
  { title: "娱乐场所管理办法", title_en: "Measures for the Administration of Entertainment Venues", kind: "RULE", issuer: "文化部", doc_no: "文化部令第55号", issue_date: "2013-02-04", effective_date: "2013-03-11", validity: "EFFECTIVE", excerpt: "第一条 为了加强娱乐场所经营活动管理，维护娱乐场所健康发展，满足人民群众文化娱乐消费需求，根据《娱乐场所管理条例》，制定本办法。" },
  { title: "在线旅游经营服务管理暂行规定", title_en: "Interim Provisions on Online Travel Services", kind: "RULE", issuer: "文化和旅游部", doc_no: "文化和旅游部令第4号", issue_date: "2020-08-20", effective_date: "2020-10-01", validity: "EFFECTIVE", excerpt: "第一条 为保障旅游者合法权益，规范在线旅游市场秩序，促进在线旅游行业可持续发展，依据《中华人民共和国旅游法》《中华人民共和国电子商务法》等法律、行政法规，制定本规定。" },
  { title: "文化和旅游市场信用管理规定", title_en: "Provisions on Credit Management in the Culture and Tourism Market", kind: "RULE", issuer: "文化和旅游部", doc_no: "文化和旅游部令第7号", issue_date: "2021-11-01", effective_date: "2022-01-01", validity: "EFFECTIVE", excerpt: "第一条 为了规范和加强文化和旅游市场信用管理，保护各类市场主体、从业人员和消费者合法权益，维护文化和旅游市场秩序，促进文化和旅游市场高质量发展，制定本规定。" },
  { title: "海南自由贸易港旅游条例", title_en: "Tourism Regulations of the Hainan Free Trade Port", kind: "LOCAL", issuer: "海南省人民代表大会常务委员会", doc_no: "海南省人民代表大会常务委员会公告第88号", issue_date: "2025-09-30", effective_date: "2025-12-01", validity: "EFFECTIVE", excerpt: "第一条 为了保障旅游者和旅游经营者的合法权益，规范旅游市场秩序，保护和合理利用旅游资源，推动旅游业高质量发展，加快国际旅游消费中心建设，制定本条例。" },
  { title: "旅游饭店星级的划分与评定", title_en: "Classification and Accreditation of Star-rated Tourist Hotels", kind: "STANDARD", issuer: "国家质量监督检验检疫总局、国家标准化管理委员会", doc_no: "GB/T 14308-2010", issue_date: "2010-10-18", effective_date: "2011-01-01", validity: "EFFECTIVE", excerpt: "本标准规定了旅游饭店星级的划分条件、服务质量和运营规范要求。" },
];

/** Help for console pages: [path, title, title in English, text]. */
export const HELP: readonly [string, string, string, string][] = [
  ["content/article", "如何撰写并提交文章", "Writing and submitting an article", "点击“添加”打开信息编辑页，填写标题、栏目和正文；正文编辑器支持标题、列表、表格、链接和图片。保存后为草稿，点击“提交审核”送审。"],
  ["content/article", "审核与定时发布", "Reviewing and scheduling", "审核人员在待审核列表中打开文章，可“审核通过并发布”、选择时间“定时发布”或填写理由“退回修改”。定时发布的文章到点后由系统自动发布。"],
  ["content/article", "撤回已发布文章", "Withdrawing a published article", "已发布的文章可填写理由后撤回，公众网站随即不再显示；撤回后的文章可修改后重新提交审核。"],
  ["content/category", "栏目管理", "Categories", "栏目决定文章在门户网站新闻列表中的分类；可拖动调整顺序，停用的栏目及其文章不在门户网站显示。"],
  ["content/notice", "发布通知公告", "Publishing a notice", "选择发送对象（全部账号、工作人员、企业、企业类别、地区或角色组），填写正文和附件后发布。发布后系统为每位接收人生成阅读回执。"],
  ["content/notice", "查看阅读情况并提醒未读", "Read receipts and reminders", "在通知列表中点击“阅读情况”，可查看已读、未读名单；点击“提醒未读”，系统通过短信或邮件提醒未读人员。"],
  ["content/inbox", "我的通知", "My notices", "未读通知排在最前；打开通知即记录为已读，发布单位可以看到您的阅读时间。"],
  ["help/library", "法规库检索", "Searching the library", "在搜索框输入两个以上汉字即可全文检索标题、制定机关、文号和正文，结果按相关度排序。"],
  ["help/article", "维护页面帮助", "Maintaining page help", "每篇帮助须填写所属控制台页面路径，对应页面右上角会显示“?”按钮。"],
  ["enterprise/enterprise", "企业名录查询", "Searching the enterprise registry", "可按类别、地区、审核状态筛选企业，地区筛选选中市县即包含其下辖区域。"],
  ["enterprise/enterprise", "许可证到期提醒", "Licence expiry", "列表中的许可证有效期会倒计时显示，临近到期的企业可重点跟踪。"],
  ["enterprise/audit", "企业注册审核", "Registration review", "企业提交注册后，应在规定期限内受理并作出决定；材料不全的，一次性告知需补正的全部材料。"],
  ["enterprise/changeRequest", "企业变更审核", "Change requests", "变更申请显示变更前后对比，审核通过后变更内容自动写入企业信息。"],
  ["enterprise/category", "企业类别", "Enterprise categories", "企业类别决定注册时需填写的许可证和专属信息。"],
  ["enterprise/association", "行业协会", "Associations", "协会账号可管理其会员单位和注册在本协会的导游。"],
  ["enterprise/staff", "企业从业人员", "Enterprise staff", "企业从业人员信息由企业账号维护，监管人员可按企业查询。"],
  ["guide/guide", "导游信息查询", "Guide register", "可按导游证号、姓名、等级和执业单位查询导游；点击“导游证”查看电子导游证和历次申请。"],
  ["guide/application", "导游证审核", "Guide card review", "执业单位确认后进入受理环节；受理后10个工作日内作出决定，材料不全的应在5个工作日内一次告知。"],
  ["driver/driver", "驾驶员信息", "Drivers", "驾驶员信息来自运输企业备案，可按驾驶证准驾车型和所属企业查询。"],
  ["driver/vehicle", "旅游客运车辆", "Tour coaches", "车辆列表显示道路运输证和年审有效期，过期车辆不得承接旅游业务。"],
  ["driver/application", "驾驶员备案审核", "Driver filing review", "备案申请附带自动预检结果，审核时系统会重新运行预检。"],
  ["agency/agency", "旅行社详情", "Travel agencies", "旅行社详情包括业务范围、质量保证金和出境游资质。"],
  ["agency/outlet", "旅行社服务网点", "Service outlets", "服务网点按所在地属地管理，网点备案编号须与登记证明一致。"],
  ["agency/dashboard", "旅行社监管看板", "Agency dashboard", "看板上的每个数字都可点击打开对应的列表。"],
  ["complaint/complaint", "旅游投诉办理", "Handling complaints", "投诉须在5个工作日内决定是否受理；受理后按调解程序办理，处理期限一般为60日。"],
  ["complaint/complaint", "投诉转办与督办", "Transfers and supervision", "不属于本机构管辖的投诉可转至有管辖权的机构办理；省级可对重大投诉进行督办。"],
  ["complaint/intake", "登记投诉", "Registering a complaint", "电话、来访投诉由工作人员在此登记，系统自动生成投诉编号和查询码。"],
  ["complaint/opinion", "意见建议", "Opinions", "答复后可选择在门户网站公开，公开前请隐去个人信息。"],
  ["auth/admin", "管理员账号", "Administrators", "为账号分配角色组和属地；属地限定的账号只能查看本辖区数据。"],
  ["auth/group", "角色组", "Groups", "角色组决定菜单和按钮权限；勾选“监管”“运营”“企业”标志会影响数据范围。"],
  ["auth/rule", "菜单规则", "Menu rules", "菜单和按钮权限由模块声明自动生成，一般无需手动添加。"],
  ["auth/adminLog", "操作日志", "Admin log", "所有写操作都会记录在此，个人信息按列表规则脱敏显示。"],
  ["routine/config", "系统配置", "Site configuration", "修改站点名称、上传规则、邮件和短信设置；修改后所有节点约一秒内生效。"],
  ["routine/attachment", "附件管理", "Attachments", "正在被引用的附件不能删除。"],
  ["routine/workCalendar", "工作日历", "Work calendar", "法定节假日和调休上班日在此维护，办理时限按工作日计算时会读取此日历。"],
  ["routine/smsLog", "短信记录", "SMS log", "所有发出的短信（含验证码和通知提醒）都记录在此。"],
  ["routine/dictionary", "数据字典", "Dictionaries", "字典项供表单下拉选项使用。"],
  ["security/dataRecycleLog", "数据回收站", "Recycle bin", "删除的数据保存在回收站，可一并还原其关联数据。"],
  ["security/sensitiveDataLog", "敏感数据修改记录", "Sensitive data changes", "敏感字段的每次修改都会记录修改前后的值，可回滚。"],
  ["user/user", "会员管理", "Members", "会员为使用会员中心的游客，个人信息按规则脱敏。"],
];
