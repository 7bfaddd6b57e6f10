export function settled(): Promise<void>;
export function runningAnimations(): string[];
