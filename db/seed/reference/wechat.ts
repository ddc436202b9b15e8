// The WeChat account's one settings row, empty until an admin fills it in.
import type { Database } from "@db/client";
import { wechatConfig } from "@db/schema";

export async function seedWechatConfig(db: Database): Promise<void> {
  await db.insert(wechatConfig).values({ id: 1 }).onConflictDoNothing();
}
