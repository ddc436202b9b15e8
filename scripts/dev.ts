// `bun dev`: Elysia in watch mode (API on PORT, default 8000) and Astro's dev server on 4321
// with hot reload; open http://localhost:4321. Both stop together.
export {};

const api = Bun.spawn(["bun", "--watch", "server/main.ts", "--seed-demo-if-fresh"], {
  stdio: ["inherit", "inherit", "inherit"],
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "debug" },
});
const web = Bun.spawn(["bun", "--bun", "astro", "dev"], {
  stdio: ["inherit", "inherit", "inherit"],
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
});
const stop = () => {
  api.kill();
  web.kill();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
const code = await Promise.race([api.exited, web.exited]);
stop();
process.exit(code);
