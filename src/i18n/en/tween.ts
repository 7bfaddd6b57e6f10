// Animation (spec 000 §8 "Animation"; §5 "Animation needs a function and a finite duration").
import type { Area } from '../format.js';

export const tween = {
  'tween.notFunction': '[Tween] First parameter needs to be a function.',
  'tween.durationNotFinite': '[Tween] Duration is not a finite number.',
} as const satisfies Area<'tween'>;
