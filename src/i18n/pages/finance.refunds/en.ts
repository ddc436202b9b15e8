export default {
  period: "The last 30 days: {from} to {to}.",
  figures: "Figures",
  paid: "Paid (yuan)",
  refunded: "Refunded (yuan)",
  refundCount: "Refunds",
  rate: "Refund rate",
  trend: "Paid and refunded per day",
  merchants: "Refund rate by merchant (most refunded first)",
  table: "By merchant and by order type",
  merchant: "Merchant / type",
  loadFailed: "The statistics could not be loaded.",
  retry: "Try again",
};
