// Calling a real server process over HTTP the way the console does (JSON envelopes, `server`
// header, admin or member token, client address through X-Forwarded-For when the node trusts it).
export interface Answer {
  status: number;
  code: number;
  msg: string;
  data: any;
}

export interface NodeClient {
  base: string;
  call(method: string, path: string, options?: { json?: unknown; token?: string; member?: string; from?: string }): Promise<Answer>;
  get(path: string, token?: string): Promise<Answer>;
  post(path: string, json: unknown, token?: string): Promise<Answer>;
}

const rand = () => Math.floor(Math.random() * 250);

export function nodeClient(base: string): NodeClient {
  const call: NodeClient["call"] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { server: "1", "think-lang": "en" };
    if (options.token) headers.batoken = options.token;
    if (options.member) headers["ba-user-token"] = options.member;
    // A fresh client address per call unless one is named (nodes that trust the proxy header
    // then throttle each call apart; tests of the throttle name theirs).
    headers["x-forwarded-for"] = options.from ?? `10.${rand()}.${rand()}.${1 + rand()}`;
    if (options.json !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${base}${path}`, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json) });
    const text = await response.text();
    let body: { code?: number; msg?: string; data?: unknown } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = { code: -1, msg: text.slice(0, 200) };
    }
    return { status: response.status, code: body.code ?? -1, msg: body.msg ?? "", data: body.data };
  };
  return {
    base,
    call,
    get: (path, token) => call("GET", path, { token }),
    post: (path, json, token) => call("POST", path, { json, token }),
  };
}

/** Polls `check` until it holds; answers the milliseconds it took (fails after `budgetMs`). */
export async function within(budgetMs: number, check: () => Promise<boolean>, what: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > budgetMs) throw new Error(`not within ${budgetMs} ms: ${what}`);
    await Bun.sleep(25);
  }
}
