import type { Setting } from '../src/contract/settings.js';

export function settingType(setting: Pick<Setting<unknown>, 'expected' | 'default'>): string;
