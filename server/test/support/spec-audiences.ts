/**
 * Who may make each call, as the spec gives its roles (events-and-staff.md §1, §2, §6,
 * players-and-characters.md §2, §6): anyone (signed out too), a player (every verified, signed-in
 * account), staff (admins too) or admins. The authorization matrix's expected answers are read from
 * here, never from the call's definition, so a definition whose access disagrees with the spec fails
 * there; a new call fails "every call has its spec audience" until its one word is written here.
 *
 * Checked row by row against the spec text (E: events-and-staff.md, P: players-and-characters.md).
 * The passages most rows rest on:
 * - E§2 "Public routes": /login, /signup, /forgot_password, /reset_password/{token},
 *   /resend_verification, /verify/{token}; "Authenticated routes": /account, /events, the character
 *   screens, registrations and surveys (P§7: game data "after login").
 * - E§2 "Staff-only routes": "The whole group answers 'Not Found' unless the user has the admin role.
 *   The attendance review also admits staff." Every /staff screen's call is 'admin' unless it is the
 *   attendance review's (/staff/manage_events/{event_id}/attendance).
 * - E§6: "admin: all staff routes; review and accept registrations; print characters; admin task
 *   links; user roles management." "staff: may open attendance review, sees the Review Attendance
 *   button on event cards, and sees survey counts." "Regular users: their own characters, events,
 *   registrations and surveys."
 * Rows the spec does not name (API tokens, check-in, payments, messages, rulesets, saved queries,
 * webhooks, privacy) say which feature or decision gives their audience; where they touch a spec
 * screen they follow that screen's audience.
 */
export type Audience = 'anyone' | 'player' | 'staff' | 'admin';

export const SPEC_AUDIENCES: Readonly<Record<string, Audience>> = {
  // accounts
  // E§2 public routes: /login, /signup, /forgot_password, /reset_password/{token}, /resend_verification, /verify/{token}
  signup: 'anyone',
  login: 'anyone',
  // E§7 POST /api/v1/logout: signing out never needs a session that is still valid
  logout: 'anyone',
  resendVerification: 'anyone',
  verifyAccount: 'anyone',
  forgotPassword: 'anyone',
  resetPassword: 'anyone',
  // E§2 /account (authenticated): 'Change password (action update_password)'
  updatePassword: 'player',
  // who is signed in, null when nobody is (asked on every page, public ones included)
  currentUser: 'anyone',
  // P§6 'Roles are loaded from the roles call': every signed-in user's own roles
  userRoles: 'player',
  // E§2 /staff/manage_users, /staff/manage_roles; E§6 'user roles management' is admin's
  users: 'admin',
  updateUserRoles: 'admin',
  signedInUser: 'player',
  // api-tokens
  // not in the spec: every account manages its own tokens (docs/API.md 'Token scopes')
  apiTokens: 'player',
  createApiToken: 'player',
  revokeApiToken: 'player',
  // attendance
  // E§1 'Admins: ... finalize events'; E§2 /staff/manage_events/{event_id}/post_event is in the admin-only group
  finalizeEvent: 'admin',
  finalizePreview: 'admin',
  // E§2 'The attendance review also admits staff'
  attendanceReview: 'staff',
  // the post-event page's (E§2 .../post_event, admin-only)
  postEventDefaults: 'admin',
  postEventDraft: 'admin',
  savePostEventDraft: 'admin',
  postEventWalkIns: 'admin',
  attachWalkInAccount: 'admin',
  // E§2 attendance review tab 'Registration Answers', which staff may open (E§6)
  registrationAnswersCsv: 'staff',
  // characters
  // E§6 / P§6 'Regular users: their own characters' (P§7 /user/characters...)
  myCharacters: 'player',
  myCharacter: 'player',
  createCharacter: 'player',
  updateCharacter: 'player',
  deleteCharacter: 'player',
  saveCharacterBuild: 'player',
  commitCharacterBuild: 'player',
  // E§7 'Fetch of characters by ids' serves the attendance review's get_characters_by_ids for printing
  // the sheets (Event Prep), and E§6 gives 'print characters' to admins; the list is also /staff/manage_characters
  characters: 'admin',
  // E§2 'Admin character sheet: read-only, with additional spell school checkboxes'
  secretOptions: 'admin',
  // E§2 /staff/manage_xp, manage_deaths, manage_past_event_counts, manage_shards (admin-only group)
  grantXp: 'admin',
  recordDeaths: 'admin',
  updatePastEventCounts: 'admin',
  grantShards: 'admin',
  // E§2 /staff/manage_characters, /staff/initialize_character, /staff/users/{user_id}/character_sheet/{character_id};
  // P§6 'the admin view the admin-scoped path by user and character id' (P§7 'admin delete')
  userCharacters: 'admin',
  createCharacterForUser: 'admin',
  userCharacter: 'admin',
  changeUserCharacter: 'admin',
  deleteUserCharacter: 'admin',
  uncommitCharacter: 'admin',
  setAdditionalSpellSchools: 'admin',
  setTransformation: 'admin',
  // checkin
  // not in the spec (the gate): a player's ticket for their own registration; staff run the
  // gate; its decisions (annul, resolve a conflict) are admins'
  registrationTicket: 'player',
  uploadCheckins: 'staff',
  eventCheckins: 'staff',
  checkinRoster: 'staff',
  checkinKeys: 'staff',
  annulCheckin: 'admin',
  resolveCheckinConflict: 'admin',
  checkinDecisions: 'staff',
  // events
  // E§2 /events is an authenticated route; E§7 the player list (user=me) and the admin list
  events: 'player',
  event: 'player',
  // E§2 /staff/manage_events (actions delete_event and publish_event), /staff/create_event, /staff/edit_event
  deleteEvent: 'admin',
  // the default questions are read by admin screens only: the event form ('the selectable registration
  // questions', /staff/create_event, /staff/edit_event), /staff/update_default_registration_questions and
  // /staff/update_survey_questions. A player's registration and survey carry the event's own questions.
  defaultRegistrationQuestions: 'admin',
  updateDefaultRegistrationQuestions: 'admin',
  createEvent: 'admin',
  updateEvent: 'admin',
  publishEvent: 'admin',
  defaultSurveyQuestions: 'admin',
  updateDefaultSurveyQuestions: 'admin',
  // E§7 GET /api/v1/images/{filename}: an <img> source (mails, the calendar feed too); the name is random
  // (96 bits, storage/image-storage.ts) and only an event's page gives it
  eventImage: 'anyone',
  // the event list a page at a time (as events); the registrations a page at a time are the attendance review's
  eventConnection: 'player',
  registrationConnection: 'staff',
  // exports
  // the attendance review's tabs (Registrations, Attendance, Surveys) as CSV: staff may open the review (E§6)
  registrationsCsv: 'staff',
  attendanceCsv: 'staff',
  surveyResponsesCsv: 'staff',
  // the manage characters list (admin-only group)
  charactersCsv: 'admin',
  // not in the spec: a player's own feed link; the feed itself is read by a calendar app with the link's token
  calendarFeed: 'player',
  resetCalendarFeed: 'player',
  calendarFile: 'anyone',
  // game-data
  // P§7 GET /api/v1/game_data 'after login', and the four lookups 'cached locally'
  gameData: 'player',
  skills: 'player',
  races: 'player',
  transformations: 'player',
  eventRoleTypes: 'player',
  skill: 'player',
  characterClasses: 'player',
  // messages
  // not in the spec: mailing an event's participants is an organiser's (admin) task
  previewParticipantMessage: 'admin',
  sendParticipantMessage: 'admin',
  participantMessages: 'admin',
  // notifications
  // not in the spec: each account's own mail settings; the outbox is admins'; unsubscribe is a mailed link
  notificationSettings: 'player',
  updateNotificationSettings: 'player',
  mailOutbox: 'admin',
  sendMailAgain: 'admin',
  unsubscribe: 'anyone',
  // payments
  // not in the spec (event fees and payments): players read the fees and where to pay; the gate 'lets staff and admins record
  // cash taken there (waivers, refunds and imports are admin-only)'; the payments tab is the attendance review's
  paymentSettings: 'player',
  updatePaymentSettings: 'admin',
  eventFees: 'player',
  setEventFees: 'admin',
  registrationPayments: 'player',
  eventPayments: 'staff',
  recordPayment: 'staff',
  markPaidCash: 'staff',
  repriceRegistration: 'admin',
  importBankStatement: 'admin',
  applyBankLine: 'admin',
  paymentReminderPreview: 'admin',
  remindUnpaid: 'admin',
  // privacy
  // not in the spec (privacy): each account's own data; links in mails are public; erasing another is admins'
  myDataExport: 'player',
  updateProfile: 'player',
  confirmEmail: 'anyone',
  mySessions: 'player',
  endSession: 'player',
  accountDeletion: 'player',
  requestAccountDeletion: 'player',
  cancelAccountDeletion: 'player',
  cancelAccountDeletionByLink: 'anyone',
  eraseUser: 'admin',
  myDataExportPage: 'player',
  // registrations
  // E§6 'Regular users: their own ... registrations' (E§7 /user/event_registrations)
  registerForEvent: 'player',
  eventRegistration: 'player',
  updateEventRegistration: 'player',
  cancelEventRegistration: 'player',
  // E§6 admin: 'review and accept registrations' (the attendance page's confirm_registrations action)
  confirmRegistrations: 'admin',
  acceptOffer: 'player',
  declineOffer: 'player',
  updateRegistrationAdmin: 'admin',
  // the attendance review's registrations by role and place in line: staff may open the review (E§6)
  waitlist: 'staff',
  // rulesets
  // not in the spec: the ruleset in force is every player's game data; editing it is admins'
  ruleset: 'player',
  rulesetVersions: 'admin',
  rulesetVersion: 'admin',
  createRulesetDraft: 'admin',
  rulesetDraft: 'admin',
  rulesetDrafts: 'admin',
  rulesetDraftJson: 'admin',
  saveRulesetObject: 'admin',
  discardRulesetDraft: 'admin',
  rulesetImpact: 'admin',
  rulesetImpactCsv: 'admin',
  publishRulesetDraft: 'admin',
  characterRulesetNotices: 'player',
  rulesetVersionInForce: 'player',
  // saved-queries
  // not in the spec (the staff query IDE): staff keep queries over the attendance review and survey counts they may read
  savedQueries: 'staff',
  saveQuery: 'staff',
  deleteSavedQuery: 'staff',
  // shards
  // P§7 GET /api/v1/user/shards, POST /api/v1/user/shards/spend: the player's own
  myShards: 'player',
  buyXpToken: 'player',
  // site
  // not in the spec: the rulebook links and such for signed-in players; the privacy statement and the look show
  // on public pages (signup's checkbox, the login page); changing any of them is admins'
  siteSettings: 'player',
  privacyStatement: 'anyone',
  updatePrivacyStatement: 'admin',
  siteLook: 'anyone',
  updateSiteLook: 'admin',
  uploadSiteLogo: 'admin',
  // staff-lists
  // E§2 /staff (index), /staff/manage_characters, /staff/manage_users: the admin-only group
  staffCharacterPage: 'admin',
  staffUserPage: 'admin',
  staffDashboard: 'admin',
  staffCharacterRows: 'admin',
  staffUserRows: 'admin',
  staffCharacterConnection: 'admin',
  staffUserConnection: 'admin',
  userShardLedger: 'admin',
  xpLedgerConnection: 'admin',
  shardLedgerConnection: 'admin',
  // surveys
  // E§6 'Regular users: their own ... surveys' (E§7 /user/survey/{eventId})
  surveyResponse: 'player',
  submitSurveyResponse: 'player',
  // viewer
  // who is asking (null signed out), as currentUser
  viewer: 'anyone',
  // webhooks
  // not in the spec: integrations are set up by admins
  webhooks: 'admin',
  createWebhook: 'admin',
  setWebhookActive: 'admin',
  deleteWebhook: 'admin',
  webhookDeliveries: 'admin',
};

/**
 * Calls a token never makes, whatever its scopes: API tokens are managed from a signed-in browser
 * session only, so a leaked token cannot make more of itself.
 */
export const SESSION_ONLY_CALLS: ReadonlySet<string> = new Set(['apiTokens', 'createApiToken', 'revokeApiToken']);
