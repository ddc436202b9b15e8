// The built-in terminal: the real SSE stream of allow-listed commands, every refusal (unknown
// command, non-super admin, member, expired or missing token, bad task id), a client that
// disconnects mid-run (the command and what it started are gone), the queue, the caps, and
// the settings call. Long-running test commands are harmless scripts added to the allow-list
// through createApp's `terminal.commands`, as an installation would add its own.
import { beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAccessTokens } from "@server/auth/access-token";
import { commandLine, terminalCommands, type CommandTable } from "@server/terminal/commands";
import { createLane } from "@server/terminal/lane";
import { translate } from "@server/lang";
import { cleanLine, TERMINAL_CAPS } from "@server/terminal/runner";
import { createAdmin, createMember, sessionFor } from "./support/identity";
import { createTestApp, envelopeOf, type TestApp, useTestApp } from "./support/test-app";

const script = (code: string, timeoutSeconds = 30) => ({ argv: [process.execPath, "-e", code], cwd: process.cwd(), timeoutSeconds });

function testCommands(dataDir: string): CommandTable {
  return {
    ...terminalCommands(dataDir),
    "test.colour": script(`console.log("\\x1b[31mred\\x1b[0m plain"); console.error("\\x1b[1;32mbold green\\x1b[0m on stderr"); console.log("50%\\r100%")`),
    "test.fail": script(`console.log("about to fail"); process.exit(3)`),
    "test.sleeper": script(`const c = Bun.spawn(["sleep", "120"]); console.log("pids " + process.pid + " " + c.pid); setInterval(() => {}, 1000)`),
    "test.silent": script(`setInterval(() => {}, 1000)`, 5),
    "test.flood": script(`let s = ""; for (let i = 0; i < ${TERMINAL_CAPS.maxLines + 500}; i++) s += "line " + i + "\\n"; process.stdout.write(s)`),
    "test.prompt": script(`console.log("Proceed with the install? (Y/n)"); setInterval(() => {}, 1000)`),
    "test.short": script(`await Bun.sleep(700); console.log("short done")`),
  };
}

const t = useTestApp({}, { terminal: { maxWaiting: 1, keepAliveSeconds: 1 } });
let superToken: string;

beforeAll(async () => {
  superToken = await sessionFor(t, "admin", 1);
});

/** An app whose allow-list also holds the harmless test scripts (its data folder is its own). */
async function appWithCommands(): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "tsp-terminal-"));
  const app = await createTestApp({}, { terminal: { maxWaiting: 1, keepAliveSeconds: 1, commands: testCommands(dataDir) } });
  return {
    ...app,
    close() {
      app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface TerminalMessage {
  data: string;
  uuid: string;
  extend: string;
  key: string;
}

/** Reads an SSE body to its end; returns the default (`message`) events' JSON and the named ones. */
async function readStream(response: Response): Promise<{ messages: TerminalMessage[]; named: string[] }> {
  const text = await response.text();
  const messages: TerminalMessage[] = [];
  const named: string[] = [];
  for (const block of text.split("\n\n")) {
    if (!block.trim()) continue;
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1] ?? "";
    if (event) named.push(event);
    else messages.push(JSON.parse(data) as TerminalMessage);
  }
  return { messages, named };
}

let counter = 0;
const terminalUrl = (command: string, token: string | undefined, extra = "") =>
  `/admin/ajax/terminal?command=${encodeURIComponent(command)}&uuid=task-${Date.now()}-${counter++}&extend=ext&server=1${token ? `&batoken=${encodeURIComponent(token)}` : ""}${extra}`;

const texts = (messages: TerminalMessage[]) => messages.map((m) => m.data);

describe("output of an allow-listed command", () => {
  test("streams link-success, the command line, the output, the exit code, exec-success and exec-completed", async () => {
    const response = await t.request(terminalUrl("version.bun", superToken), { headers: { "think-lang": "en" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("cache-control")).toContain("no-cache");
    const { messages } = await readStream(response);
    const data = texts(messages);
    expect(data[0]).toBe("link-success");
    expect(data[1]).toBe("> bun --version");
    expect(data[2]).toBe(Bun.version);
    expect(data.slice(3)).toEqual(["exitCode: 0", "exec-success", "exec-completed"]);
    for (const message of messages) {
      expect(message.key).toBe("version.bun");
      expect(message.extend).toBe("ext");
      expect(message.uuid).toMatch(/^task-/);
    }
  });

  test("colour codes are stripped and a carriage return keeps only what a terminal shows", async () => {
    const app = await appWithCommands();
    try {
      const token = await sessionFor(app, "admin", 1);
      const data = texts((await readStream(await app.request(terminalUrl("test.colour", token)))).messages);
      expect(data).toContain("red plain");
      expect(data).toContain("bold green on stderr");
      expect(data).toContain("100%");
      expect(data.join("\n")).not.toContain("\u001b");
      expect(data.at(-2)).toBe("exec-success");
    } finally {
      app.close();
    }
  });

  test("a failing command ends with its exit code, exec-error and exec-completed", async () => {
    const app = await appWithCommands();
    try {
      const token = await sessionFor(app, "admin", 1);
      const data = texts((await readStream(await app.request(terminalUrl("test.fail", token)))).messages);
      expect(data).toEqual(["link-success", expect.stringContaining("> bun -e"), "about to fail", "exitCode: 3", "exec-error", "exec-completed"]);
    } finally {
      app.close();
    }
  });

  test("a program that is not installed is reported, not crashed on", async () => {
    const app = await createTestApp({}, { terminal: { commands: { "version.ghost": { argv: ["no-such-program-xyz", "--version"], cwd: process.cwd(), timeoutSeconds: 5 } } } });
    try {
      const token = await sessionFor(app, "admin", 1);
      const data = texts((await readStream(await app.request(terminalUrl("version.ghost", token), { headers: { "think-lang": "en" } }))).messages);
      expect(data).toEqual(["link-success", "> no-such-program-xyz --version", "Error: no-such-program-xyz is not installed on the server", "exec-error", "exec-completed"]);
    } finally {
      app.close();
    }
  });
});

describe("refusals end the stream before anything runs", () => {
  const refused = async (url: string, app = t) => {
    const response = await app.request(url, { headers: { "think-lang": "en" } });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    return texts((await readStream(response)).messages);
  };

  test("an unknown command", async () => {
    expect(await refused(terminalUrl("rm -rf /", superToken))).toEqual(["Error: The command was not allowed to be executed", "exec-error"]);
    expect(await refused(terminalUrl("__proto__", superToken))).toEqual(["Error: The command was not allowed to be executed", "exec-error"]);
    expect(await refused(terminalUrl("", superToken))).toEqual(["Error: The command was not allowed to be executed", "exec-error"]);
  });

  test("no token, a member, a bad token and an admin who is not super", async () => {
    const notSuper = ["Error: You are not super administrator or not logged in", "exec-error"];
    expect(await refused(terminalUrl("version.bun", undefined))).toEqual(notSuper);
    expect(await refused(terminalUrl("version.bun", "not-a-token"))).toEqual(notSuper);
    const member = await createMember(t);
    expect(await refused(terminalUrl("version.bun", await sessionFor(t, "user", member.id)))).toEqual(notSuper);
    // Holding every ajax node is not enough: the terminal is for super admins.
    const staff = await createAdmin(t, { ruleNames: ["crud/crud/index", "crud/crud/generate", "dashboard"] });
    expect(await refused(terminalUrl("version.bun", await sessionFor(t, "admin", staff.id)))).toEqual(notSuper);
  });

  test("an expired token (the reference ran the command anyway)", async () => {
    const live = await sessionFor(t, "admin", 1);
    const sid = (JSON.parse(Buffer.from(live.split(".")[1] ?? "", "base64url").toString()) as { sid: string }).sid;
    const expired = await createAccessTokens(t.config.jwtSecret).sign("admin", 1, sid, 60, Math.floor(Date.now() / 1000) - 3600);
    expect(await refused(terminalUrl("version.bun", expired))).toEqual(["Error: Token expiration", "exec-error"]);
  });

  test("a task id that is malformed or already ran", async () => {
    const url = `/admin/ajax/terminal?command=version.bun&uuid=${encodeURIComponent("bad id!")}&batoken=${superToken}&server=1`;
    expect(await refused(url)).toEqual(["Error: Parameter error", "exec-error"]);
    const again = `/admin/ajax/terminal?command=version.bun&uuid=once-only&batoken=${superToken}&server=1`;
    expect((await refused(again)).at(-1)).toBe("exec-completed");
    expect(await refused(again)).toEqual(["Error: This task has already run; add it again to run it once more", "exec-error"]);
  });
});

/** Whether a process still runs (a zombie waiting for its parent counts as gone). */
function isRunning(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    const state = readFileSync(stat, "utf8").split(") ")[1]?.[0];
    return state !== undefined && state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

async function waitUntil(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await Bun.sleep(50);
  }
  return check();
}

describe("a client that disconnects", () => {
  test("stops the command and every process it started", async () => {
    const app = await appWithCommands();
    app.app.listen({ port: 0, hostname: "127.0.0.1" });
    try {
      const port = app.app.server?.port;
      const token = await sessionFor(app, "admin", 1);
      const controller = new AbortController();
      const response = await fetch(`http://127.0.0.1:${port}${terminalUrl("test.sleeper", token)}`, { signal: controller.signal });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let seen = "";
      while (!/pids \d+ \d+/.test(seen)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended early: ${seen}`);
        seen += decoder.decode(value);
      }
      const [, child, grandchild] = (/pids (\d+) (\d+)/.exec(seen) ?? []).map(Number) as [number, number, number];
      expect(isRunning(child)).toBe(true);
      expect(isRunning(grandchild)).toBe(true);
      controller.abort();
      expect(await waitUntil(() => !isRunning(child) && !isRunning(grandchild), 15_000)).toBe(true);

      // The lane is free again: the next command runs, neither refused nor stuck behind the
      // stopped one. The server may note first that it waits the moment it takes to see the
      // stopped command end (the processes are gone a little before it has noticed).
      const next = texts((await readStream(await fetch(`http://127.0.0.1:${port}${terminalUrl("version.bun", token)}`))).messages);
      const started = next.indexOf("link-success");
      expect(started, next.join(" | ")).toBeGreaterThanOrEqual(0);
      expect(next.slice(0, started).every((m) => m === translate("zh-cn", "terminalQueued"))).toBe(true);
      expect(next.at(-2)).toBe("exec-success");
      expect(next.at(-1)).toBe("exec-completed");
    } finally {
      await app.app.stop(true);
      app.close();
    }
  });
});

describe("one command at a time per node", () => {
  test("a second command waits for the first; a full queue refuses", async () => {
    const app = await appWithCommands();
    try {
      const token = await sessionFor(app, "admin", 1);
      const first = await app.request(terminalUrl("test.short", token), { headers: { "think-lang": "en" } });
      const second = await app.request(terminalUrl("version.bun", token), { headers: { "think-lang": "en" } });
      const third = await app.request(terminalUrl("version.bun", token), { headers: { "think-lang": "en" } });
      const finished: string[] = [];
      const [a = [], b = [], c = []] = await Promise.all(
        [first, second, third].map((r, i) =>
          readStream(r).then((s) => {
            finished.push(String(i));
            return texts(s.messages);
          }),
        ),
      );
      expect(a.at(-2)).toBe("exec-success");
      expect(b[0]).toBe("Waiting for the command that is running on this server to finish…");
      expect(b.slice(1, 3)).toEqual(["link-success", "> bun --version"]);
      expect(b.at(-1)).toBe("exec-completed");
      expect(c).toEqual(["Error: The terminal queue is full (1 waiting); try again when the running commands have finished", "exec-error"]);
      expect(finished.indexOf("0")).toBeLessThan(finished.indexOf("1"));
    } finally {
      app.close();
    }
  });

  test("the lane hands over in order and forgets waiters that leave", async () => {
    const lane = createLane(2);
    const a = lane.enter();
    const b = lane.enter();
    const c = lane.enter();
    expect(lane.enter()).toBeUndefined();
    expect(a?.ready).toBe(true);
    expect(b?.ready).toBe(false);
    const never = new AbortController();
    const gone = new AbortController();
    const bTurn = b?.wait(never.signal, 5000);
    const cTurn = c?.wait(gone.signal, 5000);
    gone.abort();
    expect(await cTurn).toBe("aborted");
    c?.leave();
    a?.leave();
    expect(await bTurn).toBe("ready");
    expect(lane.size).toBe(1);
    b?.leave();
    expect(lane.size).toBe(0);
    const d = lane.enter();
    expect(d?.ready).toBe(true);
    expect(await d?.wait(never.signal, 10)).toBe("ready");
    d?.leave();
    d?.leave();
    const e = lane.enter();
    const f = lane.enter();
    expect(await f?.wait(never.signal, 20)).toBe("timeout");
    f?.leave();
    e?.leave();
    expect(lane.size).toBe(0);
  });
});

describe("caps", () => {
  test("a command that runs too long is stopped", async () => {
    const app = await appWithCommands();
    try {
      const token = await sessionFor(app, "admin", 1);
      const { messages, named } = await readStream(await app.request(terminalUrl("test.silent", token), { headers: { "think-lang": "en" } }));
      const data = texts(messages);
      expect(data).toContain("Error: Stopped: the command ran longer than 5 seconds");
      expect(data.slice(-2)).toEqual(["exec-error", "exec-completed"]);
      // Five silent seconds are filled with keep-alive events (one a second, ignored by the
      // task's message handler), and nothing else is named.
      expect(named.length).toBeGreaterThanOrEqual(1);
      expect(named.every((name) => name === "ping")).toBe(true);
    } finally {
      app.close();
    }
  });

  test("output beyond the line cap is not sent, and the run still completes", async () => {
    const app = await appWithCommands();
    try {
      const token = await sessionFor(app, "admin", 1);
      const data = texts((await readStream(await app.request(terminalUrl("test.flood", token), { headers: { "think-lang": "en" } }))).messages);
      const lines = data.filter((d) => d.startsWith("line "));
      expect(lines.length).toBe(TERMINAL_CAPS.maxLines);
      expect(data).toContain(`Output beyond ${TERMINAL_CAPS.maxLines} lines / 1024 KiB is not shown; the command keeps running`);
      expect(data.slice(-3)).toEqual(["exitCode: 0", "exec-success", "exec-completed"]);
    } finally {
      app.close();
    }
  });

  test("an interactive prompt stops the command", async () => {
    const app = await appWithCommands();
    try {
      const token = await sessionFor(app, "admin", 1);
      const data = texts((await readStream(await app.request(terminalUrl("test.prompt", token), { headers: { "think-lang": "en" } }))).messages);
      expect(data).toContain("Proceed with the install? (Y/n)");
      expect(data).toContain("Error: An interactive command has been detected; it was stopped because the terminal cannot answer questions");
      expect(data.slice(-2)).toEqual(["exec-error", "exec-completed"]);
    } finally {
      app.close();
    }
  });

  test("lines are cleaned as a terminal shows them", () => {
    expect(cleanLine("\u001b[31merror\u001b[0m: \u001b]8;;http://x\u0007link\u001b]8;;\u0007 done\r")).toBe("error: link done");
    expect(cleanLine("10%\r20%\r30%")).toBe("30%");
    expect(cleanLine("tab\tkept\u0007")).toBe("tab\tkept");
  });
});

describe("the allow-list", () => {
  test("every entry is an argument array with an absolute working directory inside the project or data folder", () => {
    const commands = terminalCommands("/srv/data");
    for (const key of ["install.pnpm", "install.npm", "install.yarn", "install.bun", "build.pnpm", "build.bun", "migrate", "seed", "version.node", "version.npm", "version.pnpm", "version.yarn", "version.bun", "test.pnpm", "test.npm", "test.bun"]) {
      const command = commands[key];
      expect(command, key).toBeDefined();
      expect(Array.isArray(command?.argv), key).toBe(true);
      expect(command?.cwd.startsWith("/"), key).toBe(true);
      expect(command?.timeoutSeconds, key).toBeGreaterThan(0);
    }
    expect(commands["test.pnpm"]?.cwd).toBe("/srv/data/terminal/install-test");
    expect(commandLine({ argv: ["pnpm", "run", "build"], cwd: "/", timeoutSeconds: 1 })).toBe("pnpm run build");
  });
});

describe("POST /admin/ajax/changeTerminalConfig", () => {
  const change = (token: string | undefined, json: unknown) =>
    t.request("/admin/ajax/changeTerminalConfig", { method: "POST", json, headers: { server: "1", "think-lang": "en", ...(token ? { batoken: token } : {}) } }).then(envelopeOf);

  test("defaults are pnpm and port 8000 in the init payload", async () => {
    const init = await envelopeOf(await t.request("/admin/index/index", { headers: { batoken: superToken, server: "1" } }));
    expect(init.data.terminal).toEqual({ packageManager: "pnpm", port: 8000, show: false });
  });

  test("a super admin changes the package manager and port; they are kept for this node", async () => {
    try {
      await changeAndKeep();
    } finally {
      // Back to the defaults, whatever happened, for the other tests of this file.
      await change(superToken, { manager: "pnpm", port: 8000 });
    }
  });

  async function changeAndKeep() {
    const saved = await change(superToken, { manager: "bun", port: 8080 });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.msg).toBe("Terminal settings saved");
    expect(saved.data).toEqual({ packageManager: "bun", port: 8080 });
    expect(JSON.parse(readFileSync(join(t.dir, "terminal.json"), "utf8"))).toEqual({ packageManager: "bun", port: 8080 });
    const init = await envelopeOf(await t.request("/admin/index/index", { headers: { batoken: superToken, server: "1" } }));
    expect(init.data.terminal).toMatchObject({ packageManager: "bun", port: 8080 });
    expect((await change(superToken, { packageManager: "pnpm" })).data).toEqual({ packageManager: "pnpm", port: 8080 });
  }

  test("bad values get field messages", async () => {
    const bad = await change(superToken, { manager: "sh -c 'rm -rf /'", port: 70000 });
    expect(bad.code).toBe(0);
    expect(bad.data.fields).toEqual({ packageManager: "Not an allowed value", port: "Must be at most 65535" });
    expect(bad.msg).toBe("Package manager: Not an allowed value");
  });

  test("only super admins may change them (the reference let any admin)", async () => {
    const staff = await createAdmin(t, { ruleNames: ["crud/crud/index", "dashboard"] });
    const denied = await change(await sessionFor(t, "admin", staff.id), { manager: "npm" });
    expect(denied.code).toBe(401);
    const anonymous = await change(undefined, { manager: "npm" });
    expect(anonymous.code).toBe(303);
  });
});

describe("the environment of a command", () => {
  test("the node shim of `bun --bun` is left out of PATH and the server's secrets are withheld", async () => {
    const { cleanPath } = await import("@server/terminal/runner");
    expect(cleanPath("/tmp/bun-node-0-a7733435c:/usr/local/bin:/usr/bin")).toBe("/usr/local/bin:/usr/bin");
    const app = await createTestApp({}, { terminal: { commands: { "test.env": script(`console.log("secret=" + (process.env.JWT_SECRET ?? "none") + " ci=" + process.env.CI)`) } } });
    try {
      const token = await sessionFor(app, "admin", 1);
      const previous = process.env.JWT_SECRET;
      process.env.JWT_SECRET = "a-secret-the-command-must-not-see-000000";
      try {
        const data = texts((await readStream(await app.request(terminalUrl("test.env", token)))).messages);
        expect(data).toContain("secret=none ci=1");
      } finally {
        if (previous === undefined) delete process.env.JWT_SECRET;
        else process.env.JWT_SECRET = previous;
      }
    } finally {
      app.close();
    }
  });
});
