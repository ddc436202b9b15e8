// A member's scenic-ticket order on the wire (POST /api/order/create, GET /api/order/quote): the
// rule sets the buy page checks before sending and the server checks on arrival. Plain data: the
// member page that imports it stays small.
import { rule } from "@shared/validate";

/** Tickets are sold for visits up to 60 days ahead, at most 10 visitors (tickets) an order. */
export const BOOKING_DAYS = 60;
export const MAX_VISITORS = 10;

/** `POST /api/order/create`: the price, the day, the contact; one named visitor per ticket. */
export const scenicOrderRules = {
  price_id: rule.id({ required: true }),
  visit_date: rule.string({ required: true, pattern: "date" }),
  contact_name: rule.string({ required: true, pattern: "personName" }),
  contact_phone: rule.string({ required: true, pattern: "mobile" }),
  visitors: rule.array({ required: true, min: 1, max: MAX_VISITORS }),
};

/** Each visitor of a scenic order. */
export const visitorRules = { name: rule.string({ required: true, pattern: "personName" }), id_no: rule.string({ required: true, pattern: "idCard" }) };

/** `GET /api/order/quote`: what the order would cost. */
export const scenicQuoteRules = {
  price_id: rule.id({ required: true }),
  visit_date: rule.string({ required: true, pattern: "date" }),
  quantity: rule.integer({ required: true, min: 1, max: MAX_VISITORS }),
};
