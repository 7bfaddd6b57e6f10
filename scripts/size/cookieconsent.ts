// Size report only (a peer): vanilla-cookieconsent's script as a page imports it; its
// stylesheet is added by the report (scripts/entries.mjs peerEntries).
export * from 'vanilla-cookieconsent';
