// Solving the click captcha the way a person would: the expected positions are read from the
// database (never from the page or the API answer).
import { eq } from "drizzle-orm";
import { captcha } from "@db/schema";
import type { TestApp } from "./test-app";

export interface Box {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function captchaTargets(t: TestApp, id: string): Promise<Box[]> {
  const [row] = await t.database.db.select().from(captcha).where(eq(captcha.key, id));
  if (!row) throw new Error(`no captcha ${id}`);
  return (JSON.parse(row.captcha) as { targets: Box[] }).targets;
}

/** Click info for the centres of the boxes, on an image displayed at width × height. */
export function clickInfo(boxes: Box[], width = 350, height = 200): string {
  const sx = width / 350;
  const sy = height / 200;
  const points = boxes.map((b) => `${Math.round((b.x + b.width / 2) * sx)},${Math.round((b.y + b.height / 2) * sy)}`);
  return `${points.join("-")};${width};${height}`;
}

export async function solvedCaptcha(t: TestApp, id = `cap${crypto.randomUUID().replace(/-/g, "")}`) {
  await t.request(`/api/common/clickCaptcha?id=${id}`);
  return { captchaId: id, captchaInfo: clickInfo(await captchaTargets(t, id)) };
}
