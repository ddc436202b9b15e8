// `npm stop`: ends the server `npm start` left running (SIGTERM, so it closes the database
// cleanly; SIGKILL after 15 s), using DATA_DIR/server.pid.
import { rmSync } from "node:fs";
import { readServerPid, serverFiles } from "./lib/server-pid";

const running = readServerPid();
rmSync(serverFiles().pidFile, { force: true });
if (!running) {
  console.log("No server started by `npm start` is running.");
  process.exit(0);
}
process.kill(running.pid, "SIGTERM");
const alive = () => {
  try {
    process.kill(running.pid, 0);
    return true;
  } catch {
    return false;
  }
};
for (let waited = 0; alive() && waited < 15_000; waited += 100) await Bun.sleep(100);
if (alive()) process.kill(running.pid, "SIGKILL");
console.log(`Stopped the server (PID ${running.pid}).`);
