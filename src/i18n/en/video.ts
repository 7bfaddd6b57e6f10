// The video loader (spec 001 §4 "Video loader", §5, §8 "Other").
import type { Area } from '../format.js';

export const video = {
  'video.invalidEmbed': 'Invalid video embed.',
  // The play control's name (it takes click, Enter and Space); with the embed's title.
  'video.play': 'Play video', // ours
  'video.playTitled': 'Play video: {title}', // ours
  // The frame's name when the embed gives no title.
  'video.frame': 'Video', // ours
  'video.frameOf': '{provider} video', // ours
  // spec 001 §5: the mode must be none, fit, fill or null.
  'video.invalidMode': '[ss-video] Invalid video mode "{mode}": the mode must be none, fit, fill or null; using null.', // ours
  // An embed whose address is not a known video host's is not embedded (ours: only known hosts).
  'video.unknownHost':
    "[ss-video] {host} is not a known video host: the embed is not shown. A page that trusts it calls allowVideoHost('{host}').", // ours
} as const satisfies Area<'video'>;
