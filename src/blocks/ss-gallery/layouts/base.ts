// base (spec 000 §2: the stacked design maps here): one slide at a time, no transition.
export { base } from './stacked.js';
