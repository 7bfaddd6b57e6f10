// A setting with a bad value is reported and replaced by its default. The warning, what a valid value looks like, and where the
// value came from; all ours.
import type { Area } from '../format.js';

export const settings = {
  'settings.invalid': '[ss-blocks] {where}: {value} is not a valid {attribute} (expected {expected}); using {fallback}.', // ours
  'settings.theDefault': 'the default', // ours: the fallback of a setting without a default of its own
  'settings.expectedBoolean': 'true or false', // ours
  'settings.expectedNumber': 'a number', // ours
  'settings.expectedInteger': 'an integer', // ours
  'settings.expectedAtLeast': '{kind} ≥ {min}', // ours
  'settings.expectedAbove': '{kind} > {min}', // ours
  'settings.expectedString': 'a string', // ours
  'settings.expectedOneOf': 'one of {values}', // ours
  'settings.expectedDimensions': 'WIDTHxHEIGHT', // ours
  'settings.expectedFocalPoint': 'x,y between 0 and 1', // ours
  'settings.expectedUrl': 'a URL or a path', // ours
  'settings.expectedPages': 'a list of page ids or paths', // ours: what the popup's enabledPages takes
  'settings.whereSetting': 'setting', // ours
  'settings.whereAttribute': 'attribute {attribute}', // ours
  'settings.whereElementAttribute': '{element} attribute {attribute}', // ours
  'settings.whereData': '{element} data "{key}"', // ours
} as const satisfies Area<'settings'>;
