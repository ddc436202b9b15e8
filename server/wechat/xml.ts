// WeChat's messages are flat XML (<xml><Name><![CDATA[value]]></Name>…</xml>); this reads the
// top-level elements of such a document and writes replies. Documents with a DOCTYPE or
// entities are refused (no external entities, no expansion), and so is anything not flat.
const ELEMENT = /<([A-Za-z][A-Za-z0-9_]*)>(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))<\/\1>/g;

const unescape = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");

export function parseWechatXml(text: string): Record<string, string> | null {
  if (text.length > 64 * 1024 || /<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  const inner = /^\s*(?:<\?xml[^>]*\?>\s*)?<xml>([\s\S]*)<\/xml>\s*$/.exec(text)?.[1];
  if (inner === undefined) return null;
  const values: Record<string, string> = {};
  for (const match of inner.matchAll(ELEMENT)) values[match[1] ?? ""] = match[2] ?? unescape(match[3] ?? "");
  return values;
}

const cdata = (value: string) => `<![CDATA[${value.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

type XmlValue = string | number | XmlValue[] | { [name: string]: XmlValue };

function element(name: string, value: XmlValue): string {
  if (typeof value === "number") return `<${name}>${value}</${name}>`;
  if (typeof value === "string") return `<${name}>${cdata(value)}</${name}>`;
  if (Array.isArray(value)) return `<${name}>${value.map((v) => element("item", v)).join("")}</${name}>`;
  return `<${name}>${Object.entries(value).map(([k, v]) => element(k, v)).join("")}</${name}>`;
}

export function buildWechatXml(values: Record<string, XmlValue>): string {
  return element("xml", values);
}
