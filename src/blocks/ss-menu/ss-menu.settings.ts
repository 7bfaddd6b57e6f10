// The menu's settings, declared once (spec 001 §4 "Menu block").
import { num } from '../../contract/settings.js';

export const settings = {
  selectedIndex: num(0, {
    attribute: 'selected-index',
    keys: ['selectedIndex'],
    min: 0,
    int: true,
    reflect: true,
    doc: 'Position of the selected tab, from 0; past the last selects the last. Reflects the selection.',
  }),
};

export type MenuSettings = typeof settings;
