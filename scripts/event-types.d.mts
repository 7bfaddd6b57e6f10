export interface EventTypes {
  events: Map<string, string>;
  details: Map<string, string>;
}
export function eventTypes(dir?: string): EventTypes;
export function withEventTypes<M>(manifest: M, types?: Pick<EventTypes, 'events'>): M;
export function detailFields(typeText: string | undefined, types?: Pick<EventTypes, 'details'>): string | undefined;
