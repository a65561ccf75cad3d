/*
 * The build state's words that the home page's character list and the character editor both show:
 * a module of its own, so the editor does not load the character list (and its delete dialog) for them.
 */

/** On a committed character whose saved build has changes that Commit would make permanent. */
export const UNCOMMITTED_BADGE = 'Uncommitted changes';
