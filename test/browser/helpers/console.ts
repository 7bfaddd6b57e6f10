// Captures console messages of one kind during a test, restoring console afterwards. A bad
// setting value's warning is logged once its words have loaded (contract/settings.ts): the
// capture waits for every warning reported while it ran.
import { settingReports } from '../../../src/contract/settings.js';

type Level = 'error' | 'warn' | 'log' | 'info';

export async function captureConsole<T>(level: Level, fn: () => T | Promise<T>): Promise<{ result: T; messages: unknown[][] }> {
  const messages: unknown[][] = [];
  const original = console[level];
  console[level] = (...args: unknown[]) => void messages.push(args);
  try {
    const result = await fn();
    await settingReports();
    return { result, messages };
  } finally {
    console[level] = original;
  }
}
