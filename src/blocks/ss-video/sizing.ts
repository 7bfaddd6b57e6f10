// The video's box (spec 001 §4 "Video loader" modes, §5; §9 "Dialogs, video, lightbox and
// accordion"): its ratio is the `ratio` setting, else the embed's width and height, else
// 56.3 % padding; the invalid embed's placeholder is 100 ÷ ratio percent, else 65.
import type { Mode } from './ss-video.settings.js';

const VIDEO_PADDING = 56.3;
const PLACEHOLDER_PADDING = 65;

export const placeholderPadding = (ratio: number | undefined): number => (ratio ? 100 / ratio : PLACEHOLDER_PADDING);

export interface VideoBox {
  /** The mode laid out: none needs the embed's size, and is null without it. */
  mode: Mode;
  /** The style of the base: its padding in null mode, else its ratio (`--r`). */
  base: string;
  /** The style of the inner box in none mode: the embed's own size. */
  box?: string;
}

export function videoBox(mode: Mode, ratio: number | undefined, width: number, height: number): VideoBox {
  const padding = ratio ? 100 / ratio : width && height ? (height / width) * 100 : VIDEO_PADDING;
  const laid = mode === 'none' && !(width && height) ? 'null' : mode;
  return {
    mode: laid,
    base: laid === 'null' ? `padding-bottom:${padding}%` : `--r:${100 / padding}`,
    box: laid === 'none' ? `width:${width}px;height:${height}px` : undefined,
  };
}
