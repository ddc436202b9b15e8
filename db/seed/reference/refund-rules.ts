// The default refund rule of each order type (reference domain §11), inserted when missing;
// admins edit them (and add an enterprise's own) in the console.
import type { Database } from "@db/client";
import { refundRule } from "@db/schema";

export const referenceRefundRules: (typeof refundRule.$inferInsert)[] = [
  { order_type: "SCENIC", name: "景区门票：未使用且在有效期内全额退，已使用不退", name_en: "Scenic: unused within validity refunded in full, used not refunded", free_hours: 0, late_rate: 100, after_start: false, weather_full: true },
  { order_type: "HOTEL", name: "酒店：入住日 18:00 前免费取消", name_en: "Hotel: free cancellation until 18:00 on arrival day", free_hours: 0, late_rate: 0, after_start: false, weather_full: true },
  { order_type: "FLIGHT", name: "机票：起飞 24 小时前全额退，之后退 70%", name_en: "Flight: in full up to 24 h before departure, then 70%", free_hours: 24, late_rate: 70, after_start: false, weather_full: true },
  { order_type: "YACHT", name: "游艇：海事禁航全额退；出航 24 小时前全额退，之后退 50%", name_en: "Yacht: a sailing ban refunds in full; 24 h ahead in full, later 50%", free_hours: 24, late_rate: 50, after_start: false, weather_full: true },
];

export async function seedRefundRules(db: Database): Promise<void> {
  await db.insert(refundRule).values(referenceRefundRules).onConflictDoNothing();
}
