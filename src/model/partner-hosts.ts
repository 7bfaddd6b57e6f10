// The booking partners' script hosts (ours; spec 001 §7 names Zola and Acuity, not their
// hosts): the booking kind of model/script-policy.ts. Its own module: the library's index
// exports the list, and would otherwise carry the whole rule on every single-file page.

/** Zola's registry widget, Acuity's embed script, and the table-booking services behind the
 * reservation and opening-hours widgets (Tock, OpenTable). */
export const PARTNER_HOSTS: readonly string[] = [
  'widget.zola.com',
  'embed.acuityscheduling.com',
  'www.exploretock.com',
  'www.opentable.com',
];
