// Captures console messages of one kind during a test, restoring console afterwards.
type Level = 'error' | 'warn' | 'log' | 'info';

export async function captureConsole<T>(level: Level, fn: () => T | Promise<T>): Promise<{ result: T; messages: unknown[][] }> {
  const messages: unknown[][] = [];
  const original = console[level];
  console[level] = (...args: unknown[]) => void messages.push(args);
  try {
    const result = await fn();
    return { result, messages };
  } finally {
    console[level] = original;
  }
}
