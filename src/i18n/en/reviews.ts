// Product reviews: the request page's checks (spec 001 §5 "Editor messages", the review
// ones), failures (§8 "Cart and reviews") and the text counter (§9 'characters left').
import type { Area } from '../format.js';

export const reviews = {
  'reviews.ratingRequired': 'Please select a star rating',
  'reviews.requestExpired': 'Your review request has expired',
  'reviews.alreadyReviewed': 'You have already reviewed this purchase',
  'reviews.somethingWentWrong': 'Something went wrong',
  'reviews.trySubmittingAgain': 'Try submitting your review again',
  'reviews.charactersLeft': { one: '{count} character left', other: '{count} characters left' }, // ours
} as const satisfies Area<'reviews'>;
