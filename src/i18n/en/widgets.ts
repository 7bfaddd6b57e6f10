// What the console says of a server-rendered widget that stays as published (spec 001 §7
// shows no text): ours.
import type { Area } from '../format.js';

export const widgets = {
  'widgets.badMarkup': '[ss-blocks] widget skipped: data-widget-json needs a type and an id: {markup}', // ours
  'widgets.failed': '[ss-blocks] widget {id} kept as published: {message}', // ours
} as const satisfies Area<'widgets'>;
