// Draws a click-captcha picture: a seaside scene with a few tourism icons, rasterised to PNG
// on the server (resvg), so the answer never reaches the client as markup.
import { Resvg } from "@resvg/resvg-js";
import type { SeededRandom } from "@db/seed/random";
import { CAPTCHA_ICONS, type CaptchaIcon } from "./icons";

export const CAPTCHA_WIDTH = 350;
export const CAPTCHA_HEIGHT = 200;

export interface PlacedIcon {
  key: string;
  /** Bounding box of the drawn (rotated) icon, in image pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CaptchaPicture {
  png: Uint8Array;
  targets: PlacedIcon[];
  decoys: PlacedIcon[];
}

type Random = Pick<SeededRandom, "next" | "int" | "pick">;

const COLORS = ["#e11d48", "#ea580c", "#ca8a04", "#16a34a", "#0891b2", "#2563eb", "#7c3aed", "#db2777", "#0f766e", "#b45309"];

function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

function background(random: Random): string {
  const hue = random.int(185, 215);
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,78%)"/><stop offset="1" stop-color="hsl(${hue + 10},60%,93%)"/></linearGradient>` +
      `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue - 10},65%,55%)"/><stop offset="1" stop-color="hsl(${hue - 20},70%,38%)"/></linearGradient></defs>`,
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="url(#sky)"/>`,
  ];
  // Distant hills and the sea, with a wavy shoreline.
  const hill = random.int(95, 120);
  parts.push(
    `<path d="M0 ${hill} Q ${random.int(40, 120)} ${hill - random.int(25, 45)} ${random.int(150, 200)} ${hill} T ${CAPTCHA_WIDTH} ${hill - random.int(0, 20)} V ${CAPTCHA_HEIGHT} H 0 Z" fill="hsl(${random.int(90, 140)},35%,62%)" opacity=".75"/>`,
  );
  const sea = random.int(118, 135);
  let wave = `M0 ${sea}`;
  for (let x = 0; x <= CAPTCHA_WIDTH; x += 25) wave += ` Q ${x + 12} ${sea + random.int(-6, 6)} ${x + 25} ${sea}`;
  parts.push(`<path d="${wave} V ${CAPTCHA_HEIGHT} H 0 Z" fill="url(#sea)"/>`);
  // Noise: soft blobs, thin curves and specks that cross the icons.
  for (let i = 0; i < 7; i++) {
    parts.push(
      `<circle cx="${random.int(0, CAPTCHA_WIDTH)}" cy="${random.int(0, CAPTCHA_HEIGHT)}" r="${random.int(8, 30)}" fill="#fff" opacity="${(0.08 + random.next() * 0.15).toFixed(2)}"/>`,
    );
  }
  for (let i = 0; i < 6; i++) {
    const y = random.int(10, CAPTCHA_HEIGHT - 10);
    parts.push(
      `<path d="M${random.int(-20, 60)} ${y} C ${random.int(60, 150)} ${y + random.int(-60, 60)} ${random.int(180, 280)} ${y + random.int(-60, 60)} ${random.int(300, 380)} ${y + random.int(-30, 30)}" stroke="hsl(${random.int(0, 360)},60%,${random.int(35, 80)}%)" stroke-width="${(0.8 + random.next() * 1.6).toFixed(1)}" fill="none" opacity=".55"/>`,
    );
  }
  for (let i = 0; i < 90; i++) {
    parts.push(
      `<rect x="${random.int(0, CAPTCHA_WIDTH)}" y="${random.int(0, CAPTCHA_HEIGHT)}" width="2" height="2" fill="hsl(${random.int(0, 360)},50%,${random.int(20, 90)}%)" opacity=".6"/>`,
    );
  }
  return parts.join("");
}

function iconMarkup(icon: CaptchaIcon, cx: number, cy: number, size: number, angle: number, color: string): string {
  const scale = (size / 24).toFixed(3);
  return `<g transform="translate(${cx} ${cy}) rotate(${angle}) scale(${scale}) translate(-12 -12)" fill="${color}" color="${color}" stroke="#ffffff" stroke-width="1.3" paint-order="stroke" stroke-linejoin="round">${icon.shapes}</g>`;
}

/** Places icons without overlap; targets come first in the answer order. */
export function drawCaptcha(random: Random, targetCount: number, decoyCount: number): CaptchaPicture {
  const chosen = shuffle([...CAPTCHA_ICONS], random).slice(0, targetCount + decoyCount);
  const placed: (PlacedIcon & { markup: string })[] = [];
  for (const icon of chosen) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const size = random.int(30, 40);
      const angle = random.int(-28, 28);
      const rad = (Math.abs(angle) * Math.PI) / 180;
      const half = (size / 2) * (Math.cos(rad) + Math.sin(rad));
      const cx = random.int(Math.ceil(half) + 4, CAPTCHA_WIDTH - Math.ceil(half) - 4);
      const cy = random.int(Math.ceil(half) + 4, CAPTCHA_HEIGHT - Math.ceil(half) - 4);
      const box = { key: icon.key, x: cx - half, y: cy - half, width: half * 2, height: half * 2 };
      const clear = placed.every(
        (p) => box.x + box.width + 6 < p.x || p.x + p.width + 6 < box.x || box.y + box.height + 6 < p.y || p.y + p.height + 6 < box.y,
      );
      if (!clear) continue;
      placed.push({ ...box, markup: iconMarkup(icon, cx, cy, size, angle, random.pick(COLORS)) });
      break;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">${background(random)}${placed.map((p) => p.markup).join("")}</svg>`;
  const png = new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
  const strip = ({ markup: _markup, ...box }: PlacedIcon & { markup: string }): PlacedIcon => ({
    ...box,
    x: Math.round(box.x * 10) / 10,
    y: Math.round(box.y * 10) / 10,
    width: Math.round(box.width * 10) / 10,
    height: Math.round(box.height * 10) / 10,
  });
  return { png, targets: placed.slice(0, targetCount).map(strip), decoys: placed.slice(targetCount).map(strip) };
}
