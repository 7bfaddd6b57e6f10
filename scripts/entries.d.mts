export function entries(): Record<string, string>;
export function cdnEntries(): Record<string, string>;
export function reactEntries(): Record<string, string>;
export function sizeDifferences(): Record<string, [string, string]>;
