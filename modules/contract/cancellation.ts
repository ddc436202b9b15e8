// The cancellation arithmetic of the model contracts (reference domain §9), on the schedule a
// template keeps as data (contract.CancellationRule): whole days between the day a party
// cancels and the departure day pick the rate; a tourist who cancels bears that share of the
// total price as "necessary costs", an agency that cancels refunds everything and pays that
// share as a penalty; outside the schedule (earlier) nobody owes anything. A contract ended
// during the trip: fee × r0 + (fee − fee × r0) ÷ days × days used, r0 being the departure-day rate.

export interface ScheduleStep {
  party: "TOURIST" | "AGENCY";
  days_from: number;
  days_to: number;
  /** Percent. */
  rate: number;
}

/** Whole calendar days from `today` to `departure` (yyyy-mm-dd); 0 on the departure day, negative after it. */
export function daysBefore(departure: string, today: string): number {
  return Math.round((Date.parse(`${departure}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The percent a party owes cancelling `days` days before departure (0 outside the schedule). */
export function rateFor(schedule: readonly ScheduleStep[], party: ScheduleStep["party"], days: number): number {
  if (days < 0) return 0;
  return schedule.find((s) => s.party === party && s.days_from <= days && days <= s.days_to)?.rate ?? 0;
}

export interface Settlement {
  /** Percent applied. */
  rate: number;
  /** Cents kept by the agency (tourist cancels, termination). */
  deduction: number;
  /** Cents paid by the agency on top of the refund (agency cancels). */
  penalty: number;
  /** Cents paid back to the tourist. */
  refund: number;
}

const share = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/** What is settled when `party` cancels `days` days before departure a contract of `total` cents of which `paid` were paid. */
export function cancellation(schedule: readonly ScheduleStep[], party: ScheduleStep["party"], days: number, total: number, paid: number): Settlement {
  const rate = rateFor(schedule, party, days);
  if (party === "TOURIST") {
    const deduction = Math.min(share(total, rate), paid);
    return { rate, deduction, penalty: 0, refund: paid - deduction };
  }
  const penalty = share(total, rate);
  return { rate, deduction: 0, penalty, refund: paid + penalty };
}

/** A contract ended on day `used` (1 = the departure day) of a `days`-day trip. */
export function termination(schedule: readonly ScheduleStep[], days: number, used: number, total: number, paid: number): Settlement {
  const rate = rateFor(schedule, "TOURIST", 0);
  const base = share(total, rate);
  const elapsed = Math.min(Math.max(used, 0), Math.max(days, 1));
  const deduction = Math.min(base + Math.round(((total - base) / Math.max(days, 1)) * elapsed), paid);
  return { rate, deduction, penalty: 0, refund: paid - deduction };
}
