// Greeting by the hour of the site's clock, the one the member pages' times are shown in (spec §9;
// the visitor's device may be elsewhere): under 5 late night, under 9 early morning, under 12
// morning, under 14 noon, under 18 afternoon, otherwise evening.

export type GreetingKey = "greetingLateNight" | "greetingEarlyMorning" | "greetingMorning" | "greetingNoon" | "greetingAfternoon" | "greetingEvening";

export function greetingKey(hour: number): GreetingKey {
  if (hour < 5) return "greetingLateNight";
  if (hour < 9) return "greetingEarlyMorning";
  if (hour < 12) return "greetingMorning";
  if (hour < 14) return "greetingNoon";
  if (hour < 18) return "greetingAfternoon";
  return "greetingEvening";
}
