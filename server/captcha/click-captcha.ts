// Click captcha (spec §5): the user clicks the named icons in order. Positions stay in the
// database; the client gets only the names and a PNG. A check must hit every target, in
// order, inside its box; one wrong try discards the captcha; it expires after 10 minutes.
// `unset=false` keeps a verified captcha for the form that follows (login), which then
// checks the same clicks again and consumes it.
import { eq, lt } from "drizzle-orm";
import type { Database } from "@db/client";
import { captcha } from "@db/schema";
import { pick, type Lang } from "@shared/i18n";
import { cryptoRandom } from "./crypto-random";
import { CAPTCHA_ICONS } from "./icons";
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, type PlacedIcon } from "./render";

export const CAPTCHA_TTL_SECONDS = 600;
const TOLERANCE = 3;

interface StoredCaptcha {
  targets: PlacedIcon[];
  width: number;
  height: number;
}

export interface IssuedCaptcha {
  id: string;
  text: string[];
  base64: string;
  width: number;
  height: number;
  expire: number;
}

export function isCaptchaId(id: unknown): id is string {
  return typeof id === "string" && /^[A-Za-z0-9_-]{8,64}$/.test(id);
}

/** `"x1,y1-x2,y2;displayWidth;displayHeight"` -> points in image pixels. */
export function parseClickInfo(info: unknown): { x: number; y: number }[] | undefined {
  if (typeof info !== "string" || info.length > 200) return undefined;
  const [points, w, h] = info.split(";");
  const width = Number(w);
  const height = Number(h);
  if (!points || !(width > 0) || !(height > 0)) return undefined;
  const scaleX = CAPTCHA_WIDTH / width;
  const scaleY = CAPTCHA_HEIGHT / height;
  const parsed: { x: number; y: number }[] = [];
  for (const point of points.split("-")) {
    const [x, y] = point.split(",").map(Number);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return undefined;
    parsed.push({ x: (x as number) * scaleX, y: (y as number) * scaleY });
  }
  return parsed;
}

function hits(targets: PlacedIcon[], points: { x: number; y: number }[]): boolean {
  if (points.length !== targets.length) return false;
  return targets.every((box, i) => {
    const p = points[i];
    return (
      p !== undefined &&
      p.x >= box.x - TOLERANCE &&
      p.x <= box.x + box.width + TOLERANCE &&
      p.y >= box.y - TOLERANCE &&
      p.y <= box.y + box.height + TOLERANCE
    );
  });
}

export function createClickCaptcha(db: Database, options: { targets: number; decoys: number } = { targets: 2, decoys: 2 }) {
  const names = new Map(CAPTCHA_ICONS.map((icon) => [icon.key, icon.name]));
  let lastSweep = 0;

  const sweep = async (now: number) => {
    if (now - lastSweep < 60) return;
    lastSweep = now;
    await db.delete(captcha).where(lt(captcha.expire_time, now));
  };

  return {
    async create(id: string, lang: Lang): Promise<IssuedCaptcha> {
      const now = Math.floor(Date.now() / 1000);
      await sweep(now);
      const picture = drawCaptcha(cryptoRandom(), options.targets, options.decoys);
      const stored: StoredCaptcha = { targets: picture.targets, width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT };
      const expire = now + CAPTCHA_TTL_SECONDS;
      await db
        .insert(captcha)
        .values({ key: id, captcha: JSON.stringify(stored), create_time: now, expire_time: expire })
        .onConflictDoUpdate({ target: captcha.key, set: { captcha: JSON.stringify(stored), create_time: now, expire_time: expire } });
      return {
        id,
        text: picture.targets.map((t) => {
          const name = names.get(t.key);
          return name ? pick(name, lang) : t.key;
        }),
        base64: `data:image/png;base64,${Buffer.from(picture.png).toString("base64")}`,
        width: CAPTCHA_WIDTH,
        height: CAPTCHA_HEIGHT,
        expire,
      };
    },

    /** True when the clicks are right; the captcha is removed unless `keep` and right. */
    async check(id: unknown, info: unknown, keep = false): Promise<boolean> {
      if (!isCaptchaId(id)) return false;
      const now = Math.floor(Date.now() / 1000);
      const [row] = await db.select().from(captcha).where(eq(captcha.key, id)).limit(1);
      if (!row) return false;
      if (row.expire_time <= now) {
        await db.delete(captcha).where(eq(captcha.key, id));
        return false;
      }
      const points = parseClickInfo(info);
      let ok = false;
      try {
        ok = points !== undefined && hits((JSON.parse(row.captcha) as StoredCaptcha).targets, points);
      } catch {
        ok = false;
      }
      if (!ok || !keep) await db.delete(captcha).where(eq(captcha.key, id));
      return ok;
    },
  };
}

export type ClickCaptcha = ReturnType<typeof createClickCaptcha>;
