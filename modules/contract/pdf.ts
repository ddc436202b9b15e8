// The contract as a PDF (A4, Chinese): the model text's title and edition, the number and the
// check code (for the public check page), the parties, the trip, the price, the shopping and
// paid extras, the travellers (ID numbers and mobiles masked), the cancellation schedule, the
// main terms and the signature record. Fonts: pdf-font.ts.
import { PDFDocument, rgb, type PDFPage } from "pdf-lib";
import { formatDateTime } from "@shared/datetime";
import { centsToYuan } from "@shared/money";
import { maskPii } from "@shared/pii";
import { CjkText, type Run } from "./pdf-font";

export interface ContractPdfInput {
  contract: Record<string, unknown>;
  template: { name: string; edition: string; terms: string };
  agencyName: string;
  guideName: string;
  tourists: { name: string; gender: string; age: number; id_no: string; mobile: string; health_note: string }[];
  schedule: { party: string; days_from: number; days_to: number; rate: number }[];
  stateLabel: string;
  timeZone: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);

const yuan = (cents: unknown) => `${centsToYuan(Number(cents ?? 0))} 元`;

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly cjk: CjkText,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  private drawRuns(runs: readonly Run[], x: number, y: number, size: number, color = INK) {
    let at = x;
    for (const run of runs) {
      this.page.drawText(run.text, { x: at, y, size, font: run.font, color });
      at += this.widths(run) * size;
    }
  }

  /** A run's width at size 1, from the kept character widths. */
  private widths(run: Run): number {
    let width = 0;
    for (const char of run.text) width += this.cjk.known(char) ?? run.font.widthOfTextAtSize(char, 1);
    return width;
  }

  /** A paragraph wrapped to the page width. */
  async text(text: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; center?: boolean; indent?: number; gap?: number } = {}) {
    const size = options.size ?? 10.5;
    const width = A4[0] - MARGIN * 2 - (options.indent ?? 0);
    const lineHeight = size * 1.6;
    for (const paragraph of text.split("\n")) {
      let line = "";
      let used = 0;
      const lines: string[] = [];
      for (const char of paragraph) {
        const advance = (await this.cjk.advance(char, options.bold ? 700 : 400)) * size;
        if (used + advance > width && line) {
          lines.push(line);
          line = char;
          used = advance;
        } else {
          line += char;
          used += advance;
        }
      }
      lines.push(line);
      for (const one of lines) {
        this.ensure(lineHeight);
        const weight = options.bold ? 700 : 400;
        const runs = await this.cjk.runs(one, weight);
        const x = options.center ? (A4[0] - (await this.cjk.measure(one, size, weight))) / 2 : MARGIN + (options.indent ?? 0);
        this.drawRuns(runs, x, this.y - size, size, options.color);
        this.y -= lineHeight;
      }
    }
    this.y -= options.gap ?? 2;
  }

  /** Label–value pairs, two to a line. */
  async pairs(pairs: [string, string][]) {
    const size = 10.5;
    const half = (A4[0] - MARGIN * 2) / 2;
    for (let i = 0; i < pairs.length; i += 2) {
      this.ensure(size * 1.7);
      for (const [k, [label, value]] of [pairs[i], pairs[i + 1]].filter((p): p is [string, string] => Boolean(p)).entries()) {
        const x = MARGIN + k * half;
        const labelText = `${label}：`;
        this.drawRuns(await this.cjk.runs(labelText), x, this.y - size, size, MUTED);
        this.drawRuns(await this.cjk.runs(value || "—"), x + (await this.cjk.measure(labelText, size)), this.y - size, size);
      }
      this.y -= size * 1.7;
    }
  }

  /** A simple table with a header row. */
  async table(head: string[], rows: string[][], widths: number[]) {
    const size = 9.5;
    const rowHeight = size * 1.9;
    const draw = async (cells: string[], color = INK, bold = false) => {
      this.ensure(rowHeight);
      let x = MARGIN;
      for (const [i, cell] of cells.entries()) {
        this.drawRuns(await this.cjk.runs(cell, bold ? 700 : 400), x + 3, this.y - size - 2, size, color);
        x += widths[i] ?? 60;
      }
      this.page.drawLine({ start: { x: MARGIN, y: this.y - rowHeight + 2 }, end: { x: A4[0] - MARGIN, y: this.y - rowHeight + 2 }, thickness: 0.4, color: MUTED });
      this.y -= rowHeight;
    };
    await draw(head, MUTED, true);
    for (const row of rows) await draw(row);
    this.y -= 6;
  }
}

export async function contractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const { contract: c, template } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`${template.name} ${String(c.contract_no)}`);
  doc.setSubject(String(c.contract_no));
  doc.setProducer("Hainan culture and tourism market supervision platform");
  const cjk = new CjkText(doc);
  const w = new Writer(doc, cjk);
  const time = (value: unknown) => (value ? formatDateTime(Number(value), input.timeZone, true).slice(0, 16) : "—");

  await w.text(template.name, { size: 18, bold: true, center: true, gap: 4 });
  await w.text(`文本编号 ${template.edition}　第 ${String(c.version ?? 1)} 版`, { size: 9, color: MUTED, center: true, gap: 10 });
  await w.pairs([
    ["合同编号", String(c.contract_no)],
    ["核验码", String(c.check_code)],
    ["合同状态", input.stateLabel],
    ["团号", String(c.tour_no ?? "")],
  ]);
  await w.text("一、合同双方", { bold: true, size: 12, gap: 4 });
  await w.pairs([
    ["旅游者（签约人）", `${String(c.signer_name)} 等 ${Number(c.adult_count ?? 0) + Number(c.child_count ?? 0)} 人`],
    ["签约人证件号", String(maskPii("idCard", String(c.signer_id_no ?? "")))],
    ["旅行社", input.agencyName],
    ["旅行社业务经营许可证号", String(c.agency_license_no ?? "")],
  ]);
  await w.text("二、行程安排", { bold: true, size: 12, gap: 4 });
  await w.pairs([
    ["线路名称", String(c.route_name)],
    ["行程天数", `${String(c.days)} 日 ${String(c.nights)} 晚`],
    ["出发时间", time(c.depart_at)],
    ["出发地点", String(c.depart_place ?? "")],
    ["结束时间", time(c.return_at)],
    ["结束地点", String(c.return_place ?? "")],
    ["最低成团人数", `${String(c.min_group_size)} 人`],
    ["导游", input.guideName || "—"],
  ]);
  await w.text("三、旅游费用", { bold: true, size: 12, gap: 4 });
  await w.pairs([
    ["成人", `${yuan(c.adult_price)} × ${String(c.adult_count)}`],
    ["儿童", `${yuan(c.child_price)} × ${String(c.child_count)}`],
    ["旅游费用总额", yuan(c.total_amount)],
    ["已付", yuan(c.paid_amount)],
    ["旅行社责任险保单号", String(c.insurance_policy_no ?? "")],
    ["购物场所", `${String(c.shopping_stops)} 处`],
  ]);
  if (c.shopping_list) await w.text(`购物安排：${String(c.shopping_list)}`);
  if (c.paid_extras) await w.text(`自费项目：${String(c.paid_extras)}`);
  if (Number(c.refund_amount ?? 0) || Number(c.deduction_amount ?? 0) || Number(c.penalty_amount ?? 0)) {
    await w.text(`解除结算：扣除必要费用 ${yuan(c.deduction_amount)}，违约金 ${yuan(c.penalty_amount)}，退还 ${yuan(c.refund_amount)}`);
  }
  await w.text("四、游客名单", { bold: true, size: 12, gap: 4 });
  await w.table(
    ["姓名", "性别", "年龄", "证件号码", "联系电话", "健康状况"],
    input.tourists.map((t) => [t.name, t.gender === "2" ? "女" : "男", String(t.age), String(maskPii("idCard", t.id_no)), String(maskPii("phone", t.mobile)), t.health_note || "良好"]),
    [70, 40, 40, 140, 100, 105],
  );
  if (input.schedule.length) {
    await w.text("五、解除合同扣费标准（按出发前天数，占旅游费用总额比例）", { bold: true, size: 12, gap: 4 });
    const days = (s: { days_from: number; days_to: number }) => (s.days_to === 0 ? "出发当日" : s.days_from === s.days_to ? `出发前 ${s.days_from} 日` : `出发前 ${s.days_from}–${s.days_to} 日`);
    await w.table(
      ["解除方", "时间", "比例"],
      input.schedule.map((s) => [s.party === "TOURIST" ? "旅游者（扣除必要费用）" : "旅行社（支付违约金）", days(s), `${s.rate}%`]),
      [200, 160, 135],
    );
  }
  await w.text("六、主要条款", { bold: true, size: 12, gap: 4 });
  await w.text(template.terms, { size: 9.5 });
  await w.text("七、签署", { bold: true, size: 12, gap: 4 });
  await w.pairs([
    ["发送时间", time(c.sent_time)],
    ["旅游者签署时间", time(c.signed_time)],
  ]);
  await w.text(`凭合同编号与核验码可在海南省文化和旅游市场监管平台“旅游合同核验”页面查验本合同真伪。`, { size: 9, color: MUTED });
  return doc.save();
}
