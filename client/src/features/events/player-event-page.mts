/*
 * The player's event list's first page, in a module of its own: /events' route loader asks for it,
 * and so does the page's early script (build-plugins/route-pages.mts), which reads it at build time.
 */

/** How many events a page of the player's list holds: four rows of three cards. */
export const PLAYER_EVENT_PAGE = 12;

/** The variables of the player's list's first page; /events' route loader asks for the same. */
export const playerEventsVariables = (staff: boolean) => ({ staff, first: PLAYER_EVENT_PAGE });
