// Commerce display: product workflow labels (spec 001 §3 "Enumerations"), price,
// subscription and installment texts (§9 "Commerce and limits"), the sales state (§4).
// The spec gives the subscription and installment phrasings in pieces; the whole sentences
// are ours, built from its pieces.
import type { Area } from '../format.js';

export const commerce = {
  'commerce.productAvailable': 'Available',
  'commerce.productScheduled': 'Scheduled',
  'commerce.productHidden': 'Hidden',
  'commerce.productUnsupported': 'Unsupported',
  'commerce.fromPrice': 'from {startingPrice}',
  // A sale shows the original price struck: what a screen reader says instead.
  'commerce.originalPrice': 'Original price: {price}', // ours
  'commerce.salePrice': 'Sale price: {price}', // ours
  'commerce.free': 'Free', // ours: what a price of zero shows unless the page says
  // A product the price element cannot read: the markup's own price stays.
  'commerce.badProduct': '[ss-blocks] product {path}: {message}; its markup is kept.', // ours
  'commerce.soldOut': 'Sold out', // ours
  'commerce.onSale': 'Sale', // ours
  // A billing period of one unit; of more, the plural below.
  'commerce.renewsEveryWeek': 'renews every week',
  'commerce.renewsEveryMonth': 'renews every month',
  'commerce.renewsEveryYear': 'renews every year',
  'commerce.everyWeeks': {
    one: 'every week', // ours
    other: 'every {count} weeks',
  },
  'commerce.everyMonths': {
    one: 'every month', // ours
    other: 'every {count} months',
  },
  'commerce.everyYears': {
    one: 'every year', // ours
    other: 'every {count} years',
  },
  'commerce.forPayments': {
    one: 'for {count} payment', // ours
    other: 'for {count} payments',
  },
  // A subscription with a number of billing cycles: the period, then the payments.
  'commerce.periodForPayments': '{period} {payments}', // ours
  'commerce.installments': {
    one: '{count} interest-free payment of {amount}', // ours
    other: '{count} interest-free payments of {amount}', // ours
  },
  'commerce.installmentsOver': 'available for orders over {amount}',
  'commerce.installmentsUpTo': 'available for orders up to {amount}',
} as const satisfies Area<'commerce'>;
