// Spec §9: greeting by hour — under 5 late night; under 9 and under 12 morning; under 14
// noon; under 18 afternoon; under 24 evening.
import type { CommonKey } from "@/i18n/console";

export function greetingKey(hour: number): CommonKey {
  if (hour < 5) return "greetingLateNight";
  if (hour < 12) return "greetingMorning";
  if (hour < 14) return "greetingNoon";
  if (hour < 18) return "greetingAfternoon";
  return "greetingEvening";
}
