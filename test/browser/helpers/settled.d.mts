export function settled(): Promise<void>;
