/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CurrentUser {\n    currentUser {\n      ...SignedInUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedInUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n      email\n    }\n  }\n": typeof types.SignupDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email)\n  }\n": typeof types.ResendVerificationDocument,
    "\n  mutation VerifyAccount($input: VerifyAccountInput!) {\n    verifyAccount(input: $input) {\n      id\n      verified\n    }\n  }\n": typeof types.VerifyAccountDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n": typeof types.UpdatePasswordDocument,
    "\n  fragment SignedInUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    roles\n    shardTotal\n    xpTokenPurchased\n    can {\n      manageEvents\n      reviewRegistrations\n      sendMessages\n      reviewAttendance\n      viewSurveyCounts\n      runCheckin\n      decideCheckins\n      manageCharacters\n      manageUsers\n      viewStaffArea\n      useGraphiql\n    }\n  }\n": typeof types.SignedInUserFieldsFragmentDoc,
    "\n  fragment CharacterRowFields on Character {\n    id\n    characterXpTotal\n    characterXpSequence\n    deathCount\n    reaperFightCount\n    deleteAllowed\n    committed\n    uncommittedChanges\n    shownBuild {\n      characterName\n      characterClass\n      characterRace {\n        race\n        subculture\n        transformation\n      }\n    }\n  }\n": typeof types.CharacterRowFieldsFragmentDoc,
    "\n  query HomeCharacters {\n    myCharacters {\n      ...CharacterRowFields\n    }\n  }\n": typeof types.HomeCharactersDocument,
    "\n  query HomeShards {\n    myShards {\n      shards\n      xpTokenPurchased\n    }\n  }\n": typeof types.HomeShardsDocument,
    "\n  mutation DeleteOwnCharacter($id: ID!) {\n    deleteCharacter(id: $id)\n  }\n": typeof types.DeleteOwnCharacterDocument,
    "\n  mutation BuyXpTokenForCharacter($characterId: ID!) {\n    buyXpToken(characterId: $characterId) {\n      characterId\n      characterXpTotal\n      shards\n      xpTokenPurchased\n    }\n  }\n": typeof types.BuyXpTokenForCharacterDocument,
    "\n  query RaceRules {\n    races {\n      id\n      raceName\n      subcultureName\n      defaultAttributes\n      attributeChoice\n      transformations\n      raceDescription\n    }\n    transformations {\n      id\n      transformationName\n      defaultAttributes\n      transformationDescription\n    }\n    characterClasses {\n      name\n      description\n    }\n  }\n": typeof types.RaceRulesDocument,
    "\n  mutation CreateNewCharacter($input: CharacterInfoGqlInput!) {\n    createCharacter(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateNewCharacterDocument,
    "\n  query CharacterInfoToUpdate($id: ID!) {\n    myCharacter(id: $id) {\n      ...CharacterInfoToUpdateFields\n    }\n  }\n": typeof types.CharacterInfoToUpdateDocument,
    "\n  mutation UpdateCharacterInfo($id: ID!, $input: CharacterInfoGqlInput!) {\n    updateCharacter(id: $id, input: $input) {\n      ...CharacterInfoToUpdateFields\n    }\n  }\n": typeof types.UpdateCharacterInfoDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      rulebookLinks {\n        label\n        url\n        text\n      }\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  fragment EditorBuildFields on CharacterBuild {\n    characterName\n    characterClass\n    characterBuildCost\n    createdAt\n    characterRace {\n      race\n      subculture\n      transformation\n      raceAttributes\n    }\n    characterSkills {\n      skillId\n      entry\n    }\n  }\n": typeof types.EditorBuildFieldsFragmentDoc,
    "\n  query EditorCharacter($id: ID!) {\n    myCharacter(id: $id) {\n      ...EditorCharacterFields\n    }\n    currentUser {\n      id\n      firstName\n      lastName\n      shardTotal\n    }\n  }\n": typeof types.EditorCharacterDocument,
    "\n  fragment EditorCharacterFields on Character {\n    id\n    buildVersion\n    committed\n    characterLevel\n    characterXpTotal\n    deathCount\n    reaperFightCount\n    additionalSpellSchools\n    savedBuild {\n      ...EditorBuildFields\n    }\n    committedBuild {\n      ...EditorBuildFields\n    }\n  }\n": typeof types.EditorCharacterFieldsFragmentDoc,
    "\n  mutation SaveCharacterBuild($id: ID!, $characterBuild: JSONObject!, $buildVersion: Int) {\n    saveCharacterBuild(id: $id, characterBuild: $characterBuild, buildVersion: $buildVersion) {\n      ...EditorCharacterFields\n    }\n  }\n": typeof types.SaveCharacterBuildDocument,
    "\n  mutation CommitCharacterBuild($id: ID!, $characterBuild: JSONObject!, $buildVersion: Int) {\n    commitCharacterBuild(id: $id, characterBuild: $characterBuild, buildVersion: $buildVersion) {\n      ...EditorCharacterFields\n    }\n  }\n": typeof types.CommitCharacterBuildDocument,
    "\n  query GameData {\n    gameData\n  }\n": typeof types.GameDataDocument,
    "\n  fragment EventTimingFields on Event {\n    id\n    eventTitle\n    eventStartTime\n    eventEndTime\n    eventPublished\n    eventFinalized\n    eventSurveyOpenAt\n  }\n": typeof types.EventTimingFieldsFragmentDoc,
    "\n  fragment PlayerEventFields on Event {\n    id\n    eventTitle\n    eventDescription\n    eventAddress\n    eventImage\n    eventStartTime\n    eventEndTime\n    eventPublished\n    eventFinalized\n    eventSurveyOpenAt\n    eventRegistrationCount\n    attendanceRecordCount\n    surveyResponseCount @include(if: $staff)\n    surveyQuestions {\n      id\n    }\n    eventRegistrations {\n      id\n      state\n      eventRole\n      registeredAt\n      waitlistNote\n      character {\n        id\n        characterName\n      }\n    }\n    attendanceRecords {\n      id\n    }\n    surveyResponses {\n      id\n    }\n  }\n": typeof types.PlayerEventFieldsFragmentDoc,
    "\n  query PlayerEvents($staff: Boolean!, $first: Int, $after: String) {\n    eventConnection(mine: true, published: true, window: UPCOMING, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...PlayerEventFields\n      }\n    }\n    pastEvents: eventConnection(mine: true, published: true, window: PAST, first: 1) {\n      totalCount\n    }\n  }\n": typeof types.PlayerEventsDocument,
    "\n  query RegistrationChoices {\n    myCharacters {\n      id\n      shownBuild {\n        characterName\n      }\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n": typeof types.RegistrationChoicesDocument,
    "\n  query RegistrationEvent($id: ID!) {\n    event(id: $id, mine: true) {\n      ...EventTimingFields\n      registrationQuestions {\n        ...AskedQuestionFields\n      }\n      eventRegistrations {\n        id\n        state\n      }\n    }\n  }\n": typeof types.RegistrationEventDocument,
    "\n  query EventRegistration($id: ID!) {\n    eventRegistration(id: $id) {\n      ...OwnRegistrationFields\n    }\n  }\n": typeof types.EventRegistrationDocument,
    "\n  mutation RegisterForEvent($input: RegistrationInput!) {\n    registerForEvent(input: $input) {\n      id\n      eventId\n      characterId\n      eventRole\n      state\n    }\n  }\n": typeof types.RegisterForEventDocument,
    "\n  mutation UpdateEventRegistration($id: ID!, $input: RegistrationInput!) {\n    updateEventRegistration(id: $id, input: $input) {\n      ...OwnRegistrationFields\n    }\n  }\n": typeof types.UpdateEventRegistrationDocument,
    "\n  mutation CancelEventRegistration($id: ID!) {\n    cancelEventRegistration(id: $id) {\n      id\n      state\n    }\n  }\n": typeof types.CancelEventRegistrationDocument,
    "\n  query SurveyEvent($id: ID!) {\n    event(id: $id, mine: true) {\n      ...EventTimingFields\n      surveyQuestions {\n        ...AskedQuestionFields\n      }\n      attendanceRecords {\n        id\n        eventRole\n      }\n      surveyResponses {\n        id\n        surveyAnswers {\n          questionId\n          answer\n        }\n      }\n    }\n  }\n": typeof types.SurveyEventDocument,
    "\n  mutation SubmitSurveyResponse($eventId: ID!, $answers: [AnswerInput!]!, $edit: Boolean!) {\n    submitSurveyResponse(eventId: $eventId, answers: $answers, edit: $edit) {\n      id\n      eventId\n      surveyAnswers {\n        questionId\n        answer\n      }\n    }\n  }\n": typeof types.SubmitSurveyResponseDocument,
    "\n  query PlayerPastEvents($staff: Boolean!, $first: Int, $after: String) {\n    eventConnection(mine: true, published: true, window: PAST, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...PlayerEventFields\n      }\n    }\n  }\n": typeof types.PlayerPastEventsDocument,
    "\n  fragment AskedQuestionFields on EventQuestion {\n    id\n    questionText\n    rolesToAsk\n    answerRequired\n  }\n": typeof types.AskedQuestionFieldsFragmentDoc,
    "\n  query EventPlaces {\n    eventConnection(mine: true, published: true, window: UPCOMING, first: 100) {\n      nodes {\n        id\n        pcPlacesLeft\n        npcPlacesLeft\n        eventRegistrations {\n          id\n          state\n          eventRole\n          waitlistPosition\n          offerExpiresAt\n        }\n      }\n    }\n  }\n": typeof types.EventPlacesDocument,
    "\n  query Offer($id: ID!) {\n    eventRegistration(id: $id) {\n      id\n      eventId\n      state\n      eventRole\n      offerExpiresAt\n      waitlistPosition\n    }\n  }\n": typeof types.OfferDocument,
    "\n  query OfferEvent($id: ID!) {\n    event(id: $id, mine: true) {\n      id\n      eventTitle\n      eventStartTime\n    }\n  }\n": typeof types.OfferEventDocument,
    "\n  mutation AcceptOffer($id: ID!) {\n    acceptOffer(id: $id) {\n      id\n      state\n      offerExpiresAt\n      waitlistPosition\n    }\n  }\n": typeof types.AcceptOfferDocument,
    "\n  mutation DeclineOffer($id: ID!) {\n    declineOffer(id: $id) {\n      id\n      state\n      offerExpiresAt\n      waitlistPosition\n    }\n  }\n": typeof types.DeclineOfferDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      reminderMails\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($reminderMails: Boolean!) {\n    updateNotificationSettings(reminderMails: $reminderMails) {\n      reminderMails\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  query MailOutbox {\n    mailOutbox {\n      id\n      kind\n      to\n      subject\n      state\n      attempts\n      lastError\n      createdAt\n      lastAttemptAt\n    }\n  }\n": typeof types.MailOutboxDocument,
    "\n  mutation SendMailAgain($id: ID!) {\n    sendMailAgain(id: $id) {\n      message\n      mail {\n        id\n        state\n      }\n    }\n  }\n": typeof types.SendMailAgainDocument,
    "\n  fragment PaymentSettingsFields on PaymentSettings {\n    currency\n    currencyFixed\n    paymentAccount\n    retentionYears\n  }\n": typeof types.PaymentSettingsFieldsFragmentDoc,
    "\n  fragment EventFeesFields on EventFees {\n    eventId\n    currency\n    dueOn\n    refundPolicy\n    keptFee\n    fees {\n      eventRole\n      price\n      earlyPrice\n      earlyUntil\n    }\n  }\n": typeof types.EventFeesFieldsFragmentDoc,
    "\n  fragment PaymentAccountFields on PaymentAccount {\n    registrationId\n    currency\n    price\n    owed\n    paid\n    waived\n    balance\n    status\n  }\n": typeof types.PaymentAccountFieldsFragmentDoc,
    "\n  query RegistrationPayments($registrationId: ID!) {\n    registrationPayments(registrationId: $registrationId) {\n      registrationId\n      currency\n      owed\n      paid\n      waived\n      balance\n      balanceText\n      status\n      reference\n      paymentAccount\n    }\n  }\n": typeof types.RegistrationPaymentsDocument,
    "\n  query PaymentSettings {\n    paymentSettings {\n      ...PaymentSettingsFields\n    }\n  }\n": typeof types.PaymentSettingsDocument,
    "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      ...PaymentSettingsFields\n    }\n  }\n": typeof types.UpdatePaymentSettingsDocument,
    "\n  query EventFees($eventId: ID!) {\n    eventFees(eventId: $eventId) {\n      ...EventFeesFields\n    }\n  }\n": typeof types.EventFeesDocument,
    "\n  mutation SetEventFees($eventId: ID!, $input: EventFeesInput!) {\n    setEventFees(eventId: $eventId, input: $input) {\n      ...EventFeesFields\n    }\n  }\n": typeof types.SetEventFeesDocument,
    "\n  query EventPayments($eventId: ID!) {\n    paymentSettings {\n      currency\n    }\n    eventPayments(eventId: $eventId) {\n      ...PaymentAccountFields\n    }\n  }\n": typeof types.EventPaymentsDocument,
    "\n  mutation MarkPaidCash($eventId: ID!, $registrationIds: [ID!]!) {\n    markPaidCash(eventId: $eventId, registrationIds: $registrationIds) {\n      ...PaymentAccountFields\n    }\n  }\n": typeof types.MarkPaidCashDocument,
    "\n  mutation RecordPayment($registrationId: ID!, $input: PaymentEntryInput!) {\n    recordPayment(registrationId: $registrationId, input: $input) {\n      ...PaymentAccountFields\n    }\n  }\n": typeof types.RecordPaymentDocument,
    "\n  mutation RepriceRegistration($registrationId: ID!, $price: Int!, $reason: String!) {\n    repriceRegistration(registrationId: $registrationId, price: $price, reason: $reason) {\n      ...PaymentAccountFields\n    }\n  }\n": typeof types.RepriceRegistrationDocument,
    "\n  query BankImportSettings {\n    paymentSettings {\n      currency\n      bankCsvMapping {\n        date\n        amount\n        counterparty\n        reference\n        account\n      }\n    }\n  }\n": typeof types.BankImportSettingsDocument,
    "\n  mutation ImportBankStatement($input: BankStatementInput!) {\n    importBankStatement(input: $input) {\n      line\n      bankLineKey\n      outcome\n      registrationId\n      registration {\n        playerName\n        characterName\n        eventTitle\n      }\n      account\n      date\n      amount\n      counterparty\n      reference\n      reason\n    }\n  }\n": typeof types.ImportBankStatementDocument,
    "\n  mutation ApplyBankLine($input: BankLineDecisionInput!) {\n    applyBankLine(input: $input) {\n      line\n      bankLineKey\n      outcome\n      registrationId\n      registration {\n        playerName\n        characterName\n        eventTitle\n      }\n      account\n      date\n      amount\n      counterparty\n      reference\n      reason\n    }\n  }\n": typeof types.ApplyBankLineDocument,
    "\n  query PaymentReminderPreview($eventId: ID!) {\n    paymentReminderPreview(eventId: $eventId) {\n      eventId\n      count\n      skipped\n    }\n  }\n": typeof types.PaymentReminderPreviewDocument,
    "\n  mutation RemindUnpaid($eventId: ID!) {\n    remindUnpaid(eventId: $eventId) {\n      eventId\n      count\n      skipped\n    }\n  }\n": typeof types.RemindUnpaidDocument,
    "\n  query PostEventPayments($eventId: ID!) {\n    paymentSettings {\n      currency\n    }\n    eventPayments(eventId: $eventId) {\n      ...PaymentAccountFields\n    }\n    attendanceReview(eventId: $eventId) {\n      id\n      eventRegistrations {\n        id\n        eventRole\n        state\n        user {\n          id\n          firstName\n          lastName\n        }\n        character {\n          id\n          characterName\n        }\n      }\n    }\n  }\n": typeof types.PostEventPaymentsDocument,
    "\n  mutation CancelAccountDeletionByLink($token: String!) {\n    cancelAccountDeletionByLink(token: $token)\n  }\n": typeof types.CancelAccountDeletionByLinkDocument,
    "\n  mutation EraseUser($userId: ID!) {\n    eraseUser(userId: $userId)\n  }\n": typeof types.EraseUserDocument,
    "\n  query MyDataExport {\n    myDataExport\n  }\n": typeof types.MyDataExportDocument,
    "\n  query AccountProfile {\n    currentUser {\n      id\n      firstName\n      lastName\n      email\n      emailConsent\n    }\n  }\n": typeof types.AccountProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      pendingEmail\n      user {\n        id\n        firstName\n        lastName\n        email\n        emailConsent\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      createdAt\n      lastSeen\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.EndSessionDocument,
    "\n  query AccountDeletion {\n    accountDeletion {\n      scheduled\n      requestedAt\n      eraseAt\n    }\n  }\n": typeof types.AccountDeletionDocument,
    "\n  mutation RequestAccountDeletion($password: String) {\n    requestAccountDeletion(password: $password) {\n      scheduled\n      requestedAt\n      eraseAt\n    }\n  }\n": typeof types.RequestAccountDeletionDocument,
    "\n  mutation CancelAccountDeletion {\n    cancelAccountDeletion\n  }\n": typeof types.CancelAccountDeletionDocument,
    "\n  query CharacterRulesetNotices($characterId: ID!) {\n    characterRulesetNotices(characterId: $characterId) {\n      version\n      explanation\n    }\n  }\n": typeof types.CharacterRulesetNoticesDocument,
    "\n  query CurrentRuleset {\n    ruleset\n  }\n": typeof types.CurrentRulesetDocument,
    "\n  query RulesetVersions {\n    rulesetVersions {\n      number\n      name\n      label\n      publishedAt\n      publishedBy\n      policy\n      rebuildUntil\n      inForce\n    }\n  }\n": typeof types.RulesetVersionsDocument,
    "\n  query RulesetVersionJson($number: Int!) {\n    rulesetVersion(number: $number)\n  }\n": typeof types.RulesetVersionJsonDocument,
    "\n  mutation CreateRulesetDraft($ruleset: JSONObject!) {\n    createRulesetDraft(ruleset: $ruleset) {\n      id\n      name\n      label\n      baseVersion\n      currentVersion\n      stale\n      summary\n    }\n  }\n": typeof types.CreateRulesetDraftDocument,
    "\n  query RulesetDrafts {\n    rulesetDrafts {\n      id\n      name\n      label\n      createdAt\n      updatedAt\n      createdBy\n    }\n  }\n": typeof types.RulesetDraftsDocument,
    "\n  query RulesetDraft($id: ID!) {\n    rulesetDraft(id: $id) {\n      id\n      name\n      label\n      baseVersion\n      currentVersion\n      stale\n      summary\n      objectVersions\n    }\n  }\n": typeof types.RulesetDraftDocument,
    "\n  query RulesetDraftJson($id: ID!) {\n    rulesetDraftJson(id: $id)\n  }\n": typeof types.RulesetDraftJsonDocument,
    "\n  mutation SaveRulesetObject($draftId: ID!, $kind: String!, $key: String!, $version: Int!, $value: JSON) {\n    saveRulesetObject(draftId: $draftId, kind: $kind, key: $key, version: $version, value: $value) {\n      kind\n      key\n      version\n      value\n      alsoChanged\n    }\n  }\n": typeof types.SaveRulesetObjectDocument,
    "\n  mutation DiscardRulesetDraft($id: ID!) {\n    discardRulesetDraft(id: $id)\n  }\n": typeof types.DiscardRulesetDraftDocument,
    "\n  query RulesetImpact($draftId: ID!) {\n    rulesetImpact(draftId: $draftId) {\n      counts {\n        characters\n        affected\n        players\n        invalidBuild\n        overBudget\n        costChanged\n      }\n      characters {\n        characterId\n        characterName\n        kinds\n        lostSkills {\n          skill\n          dependents\n        }\n        costBefore\n        costAfter\n        characterXpTotal\n        messages\n      }\n    }\n  }\n": typeof types.RulesetImpactDocument,
    "\n  mutation PublishRulesetDraft($draftId: ID!, $policy: PublishPolicy!, $rebuildUntil: String) {\n    publishRulesetDraft(draftId: $draftId, policy: $policy, rebuildUntil: $rebuildUntil) {\n      number\n      name\n    }\n  }\n": typeof types.PublishRulesetDraftDocument,
    "\n  query PrivacyStatement {\n    privacyStatement {\n      text\n      isDefault\n      updatedAt\n    }\n  }\n": typeof types.PrivacyStatementDocument,
    "\n  mutation UpdatePrivacyStatement($text: String!) {\n    updatePrivacyStatement(text: $text) {\n      text\n      isDefault\n      updatedAt\n    }\n  }\n": typeof types.UpdatePrivacyStatementDocument,
    "\n  query SiteLook {\n    siteLook {\n      communityName\n      welcomeText\n      accentColor\n      logoUrl\n    }\n  }\n": typeof types.SiteLookDocument,
    "\n  mutation UpdateSiteLook($input: SiteLookInput!) {\n    updateSiteLook(input: $input) {\n      communityName\n      welcomeText\n      accentColor\n      logoUrl\n    }\n  }\n": typeof types.UpdateSiteLookDocument,
    "\n  query PreviewParticipantMessage($input: ParticipantMessageInput!) {\n    previewParticipantMessage(input: $input) {\n      recipientCount\n      recipients {\n        userId\n        firstName\n        lastName\n      }\n      mail {\n        to\n        subject\n        text\n      }\n    }\n  }\n": typeof types.PreviewParticipantMessageDocument,
    "\n  mutation SendParticipantMessage($input: ParticipantMessageInput!, $sendKey: String!) {\n    sendParticipantMessage(input: $input, sendKey: $sendKey) {\n      ...ParticipantMessageFields\n    }\n  }\n": typeof types.SendParticipantMessageDocument,
    "\n  query ParticipantMessages($eventId: ID) {\n    participantMessages(eventId: $eventId) {\n      ...ParticipantMessageFields\n    }\n  }\n\n  fragment ParticipantMessageFields on ParticipantMessage {\n    id\n    audience\n    eventRole\n    subject\n    body\n    recipientCount\n    sentAt\n    sentByName\n    delivered\n    waiting\n    failed\n  }\n": typeof types.ParticipantMessagesDocument,
    "\n  query EventPlacesSettings($id: ID!) {\n    event(id: $id) {\n      id\n      eventPcCapacity\n      eventNpcCapacity\n      eventWaitlistMode\n      eventOfferHours\n    }\n  }\n": typeof types.EventPlacesSettingsDocument,
    "\n  query AdminEvents($window: EventWindow!, $first: Int, $after: String) {\n    eventConnection(window: $window, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        eventTitle\n        eventDescription\n        eventAddress\n        eventImage\n        eventStartTime\n        eventEndTime\n        eventPublished\n        eventFinalized\n        eventSurveyOpenAt\n        pcRegistrationCount\n        npcRegistrationCount\n        eventRegistrationCount\n        acceptedRegistrationCount\n        waitlistedRegistrationCount\n        unreviewedRegistrationCount\n        pcPlacesLeft\n        npcPlacesLeft\n        eventPcCapacity\n        eventNpcCapacity\n        attendanceRecordCount\n        surveyResponseCount\n      }\n    }\n  }\n": typeof types.AdminEventsDocument,
    "\n  mutation PublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      id\n      eventPublished\n    }\n  }\n": typeof types.PublishEventDocument,
    "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n": typeof types.DeleteEventDocument,
    "\n  query EventForm($id: ID!, $editing: Boolean!) {\n    event(id: $id) @include(if: $editing) {\n      id\n      eventTitle\n      eventDescription\n      eventAddress\n      eventStartTime\n      eventEndTime\n      eventImage\n      eventPublished\n      eventFinalized\n      eventSurveyOpenAt\n      registrationQuestions {\n        id\n        questionText\n        rolesToAsk\n        answerRequired\n      }\n    }\n    defaultRegistrationQuestions {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n": typeof types.EventFormDocument,
    "\n  query DefaultRegistrationQuestions {\n    defaultRegistrationQuestions {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n": typeof types.DefaultRegistrationQuestionsDocument,
    "\n  query DefaultSurveyQuestions {\n    defaultSurveyQuestions {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n": typeof types.DefaultSurveyQuestionsDocument,
    "\n  mutation UpdateDefaultRegistrationQuestions($questions: [QuestionInput!]!) {\n    updateDefaultRegistrationQuestions(questions: $questions) {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n  }\n": typeof types.UpdateDefaultRegistrationQuestionsDocument,
    "\n  mutation UpdateDefaultSurveyQuestions($questions: [QuestionInput!]!) {\n    updateDefaultSurveyQuestions(questions: $questions) {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n  }\n": typeof types.UpdateDefaultSurveyQuestionsDocument,
    "\n  fragment AttendanceRecordFields on AttendanceRecord {\n    id\n    userId\n    characterId\n    eventRole\n    deaths\n    reaperFights\n    xp\n    xpSequence\n    npcShards\n    donationShards\n    donationItems\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    character {\n      id\n      characterName\n    }\n  }\n": typeof types.AttendanceRecordFieldsFragmentDoc,
    "\n  query AttendanceReview($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      eventTitle\n      eventAddress\n      eventStartTime\n      eventEndTime\n      eventPublished\n      eventFinalized\n      eventSurveyOpenAt\n      pcRegistrationCount\n      npcRegistrationCount\n      attendanceRecordCount\n      surveyResponseCount\n      registrationQuestions {\n        id\n        questionText\n        rolesToAsk\n        answerRequired\n      }\n      surveyQuestions {\n        id\n        questionText\n      }\n      eventRegistrations {\n        id\n        userId\n        characterId\n        eventRole\n        state\n        waitlistNote\n        staffNote\n        roleChangedAt\n        registeredAt\n        questionAnswers {\n          questionId\n          answer\n        }\n        user {\n          id\n          firstName\n          lastName\n          email\n        }\n        character {\n          id\n          characterName\n          characterXpSequence\n        }\n      }\n      attendanceRecords {\n        ...AttendanceRecordFields\n      }\n      surveyResponses {\n        id\n        userId\n        surveyAnswers {\n          questionId\n          answer\n        }\n        user {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": typeof types.AttendanceReviewDocument,
    "\n  mutation ConfirmRegistrations(\n    $eventId: ID!\n    $accept: [ID!]!\n    $waitlist: [WaitlistInput!]!\n    $overrideCapacity: Boolean\n    $waitlistOverPlaces: Boolean\n    $overPlacesMessage: String\n  ) {\n    confirmRegistrations(\n      eventId: $eventId\n      accept: $accept\n      waitlist: $waitlist\n      overrideCapacity: $overrideCapacity\n      waitlistOverPlaces: $waitlistOverPlaces\n      overPlacesMessage: $overPlacesMessage\n    ) {\n      id\n      state\n      waitlistNote\n    }\n  }\n": typeof types.ConfirmRegistrationsDocument,
    "\n  fragment FinalizePreviewRowFields on FinalizePreviewRow {\n    userId\n    characterId\n    characterName\n    eventRole\n    deaths\n    reaperFights\n    xp\n    xpSequence\n    npcShards\n    donationShards\n    donationItems\n    checkedInAt\n    walkIn\n    walkInReason\n    user {\n      id\n      firstName\n      lastName\n    }\n    characterXp {\n      before\n      after\n    }\n    characterXpSequence {\n      before\n      after\n    }\n    characterDeaths {\n      before\n      after\n    }\n    characterReaperFights {\n      before\n      after\n    }\n    shards {\n      before\n      after\n    }\n  }\n": typeof types.FinalizePreviewRowFieldsFragmentDoc,
    "\n  query FinalizePreview($eventId: ID!, $records: [AttendanceInput!]!) {\n    finalizePreview(eventId: $eventId, records: $records) {\n      ...FinalizePreviewRowFields\n    }\n  }\n": typeof types.FinalizePreviewDocument,
    "\n  query PostEventPage($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      eventTitle\n      eventStartTime\n      eventEndTime\n      eventFinalized\n      attendanceRecords {\n        ...AttendanceRecordFields\n      }\n    }\n    postEventDefaults(eventId: $eventId) {\n      ...FinalizePreviewRowFields\n    }\n    postEventDraft(eventId: $eventId) {\n      ...PostEventDraftFields\n    }\n    postEventWalkIns(eventId: $eventId) {\n      ...GateWalkInFields\n    }\n  }\n": typeof types.PostEventPageDocument,
    "\n  fragment PostEventDraftFields on PostEventDraft {\n    version\n    updatedAt\n    updatedByName\n    records {\n      userId\n      playerName\n      eventRole\n      characterId\n      characterName\n      deaths\n      reaperFights\n      xp\n      xpSequence\n      npcShards\n      donationShards\n      donationItems\n      xpTouched\n      walkIn\n    }\n  }\n": typeof types.PostEventDraftFieldsFragmentDoc,
    "\n  fragment GateWalkInFields on GateWalkIn {\n    checkinId\n    name\n    reason\n    scannedAt\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": typeof types.GateWalkInFieldsFragmentDoc,
    "\n  query PostEventDraft($eventId: ID!) {\n    postEventDraft(eventId: $eventId) {\n      ...PostEventDraftFields\n    }\n  }\n": typeof types.PostEventDraftDocument,
    "\n  mutation SavePostEventDraft($eventId: ID!, $version: Int!, $records: [PostEventDraftRowInput!]!) {\n    savePostEventDraft(eventId: $eventId, version: $version, records: $records) {\n      version\n      updatedAt\n      updatedByName\n    }\n  }\n": typeof types.SavePostEventDraftDocument,
    "\n  query GateWalkIns($eventId: ID!) {\n    postEventWalkIns(eventId: $eventId) {\n      ...GateWalkInFields\n    }\n  }\n": typeof types.GateWalkInsDocument,
    "\n  mutation AttachWalkInAccount($eventId: ID!, $checkinId: ID!, $userId: ID, $newAccount: NewWalkInAccountInput) {\n    attachWalkInAccount(eventId: $eventId, checkinId: $checkinId, userId: $userId, newAccount: $newAccount) {\n      ...GateWalkInFields\n    }\n  }\n": typeof types.AttachWalkInAccountDocument,
    "\n  mutation FinalizeEvent($eventId: ID!, $records: [AttendanceInput!]!) {\n    finalizeEvent(eventId: $eventId, records: $records) {\n      id\n      eventFinalized\n      attendanceRecordCount\n    }\n  }\n": typeof types.FinalizeEventDocument,
    "\n  query PlayerCharacters($userId: ID!) {\n    userCharacters(userId: $userId) {\n      id\n      characterXpSequence\n      shownBuild {\n        characterName\n      }\n    }\n  }\n": typeof types.PlayerCharactersDocument,
    "\n  query EventCheckins($eventId: ID!) {\n    eventCheckins(eventId: $eventId) {\n      checkins {\n        id\n        registrationId\n        deviceId\n        scannedAt\n        walkIn\n        walkInName\n        walkInReason\n        annulledAt\n      }\n      conflicts {\n        id\n        registrationId\n        checkinId\n        openedAt\n        resolvedAt\n        resolution\n        devices {\n          deviceId\n          scannedAt\n          staffName\n        }\n      }\n    }\n    checkinDecisions(eventId: $eventId) {\n      id\n      action\n      at\n      reason\n      checkinId\n      conflictId\n    }\n  }\n": typeof types.EventCheckinsDocument,
    "\n  mutation UpdateStaffNote($eventId: ID!, $registrationId: ID!, $staffNote: String!) {\n    updateRegistrationAdmin(eventId: $eventId, registrationId: $registrationId, staffNote: $staffNote) {\n      id\n      staffNote\n    }\n  }\n": typeof types.UpdateStaffNoteDocument,
    "\n  mutation ChangeRegistrationAdmin(\n    $eventId: ID!\n    $registrationId: ID!\n    $eventRole: String\n    $characterId: ID\n    $accept: Boolean\n    $overrideCapacity: Boolean\n  ) {\n    updateRegistrationAdmin(\n      eventId: $eventId\n      registrationId: $registrationId\n      eventRole: $eventRole\n      characterId: $characterId\n      accept: $accept\n      overrideCapacity: $overrideCapacity\n    ) {\n      id\n      eventRole\n      state\n      waitlistNote\n      roleChangedAt\n      characterId\n      character {\n        id\n        characterName\n        characterXpSequence\n      }\n    }\n  }\n": typeof types.ChangeRegistrationAdminDocument,
    "\n  query WaitlistQueue($eventId: ID!) {\n    waitlist(eventId: $eventId) {\n      eventRole\n      capacity\n      taken\n      placesLeft\n      waitlistMode\n      offers {\n        ...QueueEntry\n      }\n      line {\n        ...QueueEntry\n      }\n    }\n  }\n\n  fragment QueueEntry on EventRegistration {\n    id\n    userId\n    registeredAt\n    waitlistPosition\n    waitlistPriority\n    offerExpiresAt\n  }\n": typeof types.WaitlistQueueDocument,
    "\n  query WaitlistNames($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      eventRegistrations {\n        id\n        user {\n          id\n          firstName\n          lastName\n        }\n        character {\n          id\n          characterName\n        }\n      }\n    }\n  }\n": typeof types.WaitlistNamesDocument,
    "\n  mutation SetWaitlistPriority($eventId: ID!, $registrationId: ID!, $priority: Int) {\n    updateRegistrationAdmin(eventId: $eventId, registrationId: $registrationId, waitlistPriority: $priority) {\n      id\n      waitlistPriority\n      waitlistPosition\n    }\n  }\n": typeof types.SetWaitlistPriorityDocument,
    "\n  mutation PromoteRegistration($eventId: ID!, $registrationId: ID!, $override: Boolean) {\n    confirmRegistrations(eventId: $eventId, accept: [$registrationId], overrideCapacity: $override) {\n      id\n      state\n      waitlistPosition\n    }\n  }\n": typeof types.PromoteRegistrationDocument,
    "\n  query StaffDashboard {\n    staffDashboard {\n      playerCount\n      characterCount\n      uncommittedCount\n      upcomingEventCount\n    }\n  }\n": typeof types.StaffDashboardDocument,
    "\n  fragment StaffCharacterRowFields on StaffCharacterRow {\n    id\n    userId\n    playerName\n    playerEmail\n    characterName\n    characterClass\n    raceDescription\n    characterLevel\n    characterXpTotal\n    characterXpSequence\n    deathCount\n    reaperFightCount\n    committed\n  }\n": typeof types.StaffCharacterRowFieldsFragmentDoc,
    "\n  query StaffCharacterConnection(\n    $first: Int\n    $after: String\n    $sort: StaffCharacterOrder\n    $direction: SortDirection\n    $search: String\n    $committed: Boolean\n    $ids: [ID!]\n  ) {\n    staffCharacterConnection(\n      first: $first\n      after: $after\n      sort: $sort\n      direction: $direction\n      search: $search\n      committed: $committed\n      ids: $ids\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...StaffCharacterRowFields\n      }\n    }\n  }\n": typeof types.StaffCharacterConnectionDocument,
    "\n  query StaffUserConnection(\n    $first: Int\n    $after: String\n    $sort: StaffUserOrder\n    $direction: SortDirection\n    $search: String\n    $includeErased: Boolean\n    $role: UserRole\n    $verified: Boolean\n    $ids: [ID!]\n  ) {\n    staffUserConnection(\n      first: $first\n      after: $after\n      sort: $sort\n      direction: $direction\n      search: $search\n      includeErased: $includeErased\n      role: $role\n      verified: $verified\n      ids: $ids\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        firstName\n        lastName\n        email\n        verified\n        roles\n        shardTotal\n        characterCount\n        erased\n      }\n    }\n  }\n": typeof types.StaffUserConnectionDocument,
    "\n  query CharacterXpLedger($ids: [ID!]) {\n    characters(ids: $ids) {\n      id\n      characterXpTotal\n      shownBuild {\n        characterName\n      }\n      xpLedger {\n        id\n        amount\n        kind\n        reason\n        createdAt\n        eventTitle\n        actor {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": typeof types.CharacterXpLedgerDocument,
    "\n  query UserShardLedger($userId: ID!) {\n    userShardLedger(userId: $userId) {\n      id\n      amount\n      kind\n      reason\n      createdAt\n      eventTitle\n      actor {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": typeof types.UserShardLedgerDocument,
    "\n  mutation UncommitCharacter($userId: ID!, $characterId: ID!, $scope: UncommitScope) {\n    uncommitCharacter(userId: $userId, characterId: $characterId, scope: $scope) {\n      id\n      committed\n      buildVersion\n    }\n  }\n": typeof types.UncommitCharacterDocument,
    "\n  mutation GrantXp($characterIds: [ID!]!, $xpAmount: Int!, $reason: String!) {\n    grantXp(characterIds: $characterIds, xpAmount: $xpAmount, reason: $reason) {\n      message\n      ids\n    }\n  }\n": typeof types.GrantXpDocument,
    "\n  mutation GrantShards($userIds: [ID!]!, $shardAmount: Int!, $reason: String!) {\n    grantShards(userIds: $userIds, shardAmount: $shardAmount, reason: $reason) {\n      message\n      ids\n    }\n  }\n": typeof types.GrantShardsDocument,
    "\n  mutation RecordDeaths($characterId: ID!, $deathCount: Int, $reaperFightCount: Int, $event: String) {\n    recordDeaths(characterId: $characterId, deathCount: $deathCount, reaperFightCount: $reaperFightCount, event: $event) {\n      message\n      ids\n    }\n  }\n": typeof types.RecordDeathsDocument,
    "\n  mutation UpdatePastEventCounts($counts: [PastEventCountInput!]!) {\n    updatePastEventCounts(counts: $counts) {\n      message\n      ids\n    }\n  }\n": typeof types.UpdatePastEventCountsDocument,
    "\n  mutation UpdateUserRoles($users: [UserRolesInput!]!) {\n    updateUserRoles(users: $users) {\n      id\n      roles\n    }\n  }\n": typeof types.UpdateUserRolesDocument,
    "\n  mutation CreateCharacterForUser($userId: ID!, $input: AdminCharacterInput!) {\n    createCharacterForUser(userId: $userId, input: $input) {\n      id\n      userId\n      committed\n    }\n  }\n": typeof types.CreateCharacterForUserDocument,
    "\n  query StaffCharacterSheets($ids: [ID!]) {\n    characters(ids: $ids) {\n      ...EditorCharacterFields\n      shownBuild {\n        ...EditorBuildFields\n      }\n      userId\n      characterXpSequence\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": typeof types.StaffCharacterSheetsDocument,
    "\n  query SecretOptions {\n    secretOptions\n  }\n": typeof types.SecretOptionsDocument,
    "\n  mutation SetAdditionalSpellSchools($userId: ID!, $characterId: ID!, $schools: [String!]!) {\n    setAdditionalSpellSchools(userId: $userId, characterId: $characterId, schools: $schools) {\n      ...EditorCharacterFields\n    }\n  }\n": typeof types.SetAdditionalSpellSchoolsDocument,
    "\n  mutation SetTransformation($userId: ID!, $characterId: ID!, $transformation: String) {\n    setTransformation(userId: $userId, characterId: $characterId, transformation: $transformation) {\n      ...EditorCharacterFields\n    }\n  }\n": typeof types.SetTransformationDocument,
    "\n  query FinalizedEvents {\n    eventConnection(window: PAST, finalized: true, first: 100) {\n      nodes {\n        id\n        eventTitle\n        eventStartTime\n        eventFinalized\n      }\n    }\n  }\n": typeof types.FinalizedEventsDocument,
    "\n  query EventAttendees($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      attendanceRecords {\n        id\n        userId\n        characterId\n      }\n    }\n  }\n": typeof types.EventAttendeesDocument,
    "\n  fragment CharacterInfoToUpdateFields on Character {\n    id\n    committed\n    buildVersion\n    additionalSpellSchools\n    savedBuild {\n      characterName\n      characterClass\n      characterBuildCost\n      createdAt\n      characterSkills {\n        skillId\n        entry\n      }\n      characterRace {\n        race\n        subculture\n        transformation\n        raceAttributes\n      }\n    }\n  }\n": typeof types.CharacterInfoToUpdateFieldsFragmentDoc,
    "\n  fragment OwnRegistrationFields on EventRegistration {\n    id\n    eventId\n    characterId\n    eventRole\n    state\n    waitlistNote\n    registeredAt\n    questionAnswers {\n      questionId\n      answer\n    }\n  }\n": typeof types.OwnRegistrationFieldsFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      scopes\n      tokens {\n        ...ApiTokenFields\n      }\n    }\n  }\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    tokenPrefix\n    scopes\n    expiresAt\n    lastUsedAt\n    state\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      hasFeed\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed\n  }\n": typeof types.ResetCalendarFeedDocument,
    "\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    secret\n    active\n    createdAt\n  }\n": typeof types.WebhooksDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      ...WebhookFields\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation SetWebhookActive($id: ID!, $active: Boolean!) {\n    setWebhookActive(id: $id, active: $active) {\n      ...WebhookFields\n    }\n  }\n": typeof types.SetWebhookActiveDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId) {\n      id\n      event\n      state\n      attempts\n      nextAttemptAt\n      lastStatusCode\n      lastError\n      createdAt\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
};
const documents: Documents = {
    "\n  query CurrentUser {\n    currentUser {\n      ...SignedInUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedInUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n      email\n    }\n  }\n": types.SignupDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email)\n  }\n": types.ResendVerificationDocument,
    "\n  mutation VerifyAccount($input: VerifyAccountInput!) {\n    verifyAccount(input: $input) {\n      id\n      verified\n    }\n  }\n": types.VerifyAccountDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n": types.UpdatePasswordDocument,
    "\n  fragment SignedInUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    roles\n    shardTotal\n    xpTokenPurchased\n    can {\n      manageEvents\n      reviewRegistrations\n      sendMessages\n      reviewAttendance\n      viewSurveyCounts\n      runCheckin\n      decideCheckins\n      manageCharacters\n      manageUsers\n      viewStaffArea\n      useGraphiql\n    }\n  }\n": types.SignedInUserFieldsFragmentDoc,
    "\n  fragment CharacterRowFields on Character {\n    id\n    characterXpTotal\n    characterXpSequence\n    deathCount\n    reaperFightCount\n    deleteAllowed\n    committed\n    uncommittedChanges\n    shownBuild {\n      characterName\n      characterClass\n      characterRace {\n        race\n        subculture\n        transformation\n      }\n    }\n  }\n": types.CharacterRowFieldsFragmentDoc,
    "\n  query HomeCharacters {\n    myCharacters {\n      ...CharacterRowFields\n    }\n  }\n": types.HomeCharactersDocument,
    "\n  query HomeShards {\n    myShards {\n      shards\n      xpTokenPurchased\n    }\n  }\n": types.HomeShardsDocument,
    "\n  mutation DeleteOwnCharacter($id: ID!) {\n    deleteCharacter(id: $id)\n  }\n": types.DeleteOwnCharacterDocument,
    "\n  mutation BuyXpTokenForCharacter($characterId: ID!) {\n    buyXpToken(characterId: $characterId) {\n      characterId\n      characterXpTotal\n      shards\n      xpTokenPurchased\n    }\n  }\n": types.BuyXpTokenForCharacterDocument,
    "\n  query RaceRules {\n    races {\n      id\n      raceName\n      subcultureName\n      defaultAttributes\n      attributeChoice\n      transformations\n      raceDescription\n    }\n    transformations {\n      id\n      transformationName\n      defaultAttributes\n      transformationDescription\n    }\n    characterClasses {\n      name\n      description\n    }\n  }\n": types.RaceRulesDocument,
    "\n  mutation CreateNewCharacter($input: CharacterInfoGqlInput!) {\n    createCharacter(input: $input) {\n      id\n    }\n  }\n": types.CreateNewCharacterDocument,
    "\n  query CharacterInfoToUpdate($id: ID!) {\n    myCharacter(id: $id) {\n      ...CharacterInfoToUpdateFields\n    }\n  }\n": types.CharacterInfoToUpdateDocument,
    "\n  mutation UpdateCharacterInfo($id: ID!, $input: CharacterInfoGqlInput!) {\n    updateCharacter(id: $id, input: $input) {\n      ...CharacterInfoToUpdateFields\n    }\n  }\n": types.UpdateCharacterInfoDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      rulebookLinks {\n        label\n        url\n        text\n      }\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  fragment EditorBuildFields on CharacterBuild {\n    characterName\n    characterClass\n    characterBuildCost\n    createdAt\n    characterRace {\n      race\n      subculture\n      transformation\n      raceAttributes\n    }\n    characterSkills {\n      skillId\n      entry\n    }\n  }\n": types.EditorBuildFieldsFragmentDoc,
    "\n  query EditorCharacter($id: ID!) {\n    myCharacter(id: $id) {\n      ...EditorCharacterFields\n    }\n    currentUser {\n      id\n      firstName\n      lastName\n      shardTotal\n    }\n  }\n": types.EditorCharacterDocument,
    "\n  fragment EditorCharacterFields on Character {\n    id\n    buildVersion\n    committed\n    characterLevel\n    characterXpTotal\n    deathCount\n    reaperFightCount\n    additionalSpellSchools\n    savedBuild {\n      ...EditorBuildFields\n    }\n    committedBuild {\n      ...EditorBuildFields\n    }\n  }\n": types.EditorCharacterFieldsFragmentDoc,
    "\n  mutation SaveCharacterBuild($id: ID!, $characterBuild: JSONObject!, $buildVersion: Int) {\n    saveCharacterBuild(id: $id, characterBuild: $characterBuild, buildVersion: $buildVersion) {\n      ...EditorCharacterFields\n    }\n  }\n": types.SaveCharacterBuildDocument,
    "\n  mutation CommitCharacterBuild($id: ID!, $characterBuild: JSONObject!, $buildVersion: Int) {\n    commitCharacterBuild(id: $id, characterBuild: $characterBuild, buildVersion: $buildVersion) {\n      ...EditorCharacterFields\n    }\n  }\n": types.CommitCharacterBuildDocument,
    "\n  query GameData {\n    gameData\n  }\n": types.GameDataDocument,
    "\n  fragment EventTimingFields on Event {\n    id\n    eventTitle\n    eventStartTime\n    eventEndTime\n    eventPublished\n    eventFinalized\n    eventSurveyOpenAt\n  }\n": types.EventTimingFieldsFragmentDoc,
    "\n  fragment PlayerEventFields on Event {\n    id\n    eventTitle\n    eventDescription\n    eventAddress\n    eventImage\n    eventStartTime\n    eventEndTime\n    eventPublished\n    eventFinalized\n    eventSurveyOpenAt\n    eventRegistrationCount\n    attendanceRecordCount\n    surveyResponseCount @include(if: $staff)\n    surveyQuestions {\n      id\n    }\n    eventRegistrations {\n      id\n      state\n      eventRole\n      registeredAt\n      waitlistNote\n      character {\n        id\n        characterName\n      }\n    }\n    attendanceRecords {\n      id\n    }\n    surveyResponses {\n      id\n    }\n  }\n": types.PlayerEventFieldsFragmentDoc,
    "\n  query PlayerEvents($staff: Boolean!, $first: Int, $after: String) {\n    eventConnection(mine: true, published: true, window: UPCOMING, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...PlayerEventFields\n      }\n    }\n    pastEvents: eventConnection(mine: true, published: true, window: PAST, first: 1) {\n      totalCount\n    }\n  }\n": types.PlayerEventsDocument,
    "\n  query RegistrationChoices {\n    myCharacters {\n      id\n      shownBuild {\n        characterName\n      }\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n": types.RegistrationChoicesDocument,
    "\n  query RegistrationEvent($id: ID!) {\n    event(id: $id, mine: true) {\n      ...EventTimingFields\n      registrationQuestions {\n        ...AskedQuestionFields\n      }\n      eventRegistrations {\n        id\n        state\n      }\n    }\n  }\n": types.RegistrationEventDocument,
    "\n  query EventRegistration($id: ID!) {\n    eventRegistration(id: $id) {\n      ...OwnRegistrationFields\n    }\n  }\n": types.EventRegistrationDocument,
    "\n  mutation RegisterForEvent($input: RegistrationInput!) {\n    registerForEvent(input: $input) {\n      id\n      eventId\n      characterId\n      eventRole\n      state\n    }\n  }\n": types.RegisterForEventDocument,
    "\n  mutation UpdateEventRegistration($id: ID!, $input: RegistrationInput!) {\n    updateEventRegistration(id: $id, input: $input) {\n      ...OwnRegistrationFields\n    }\n  }\n": types.UpdateEventRegistrationDocument,
    "\n  mutation CancelEventRegistration($id: ID!) {\n    cancelEventRegistration(id: $id) {\n      id\n      state\n    }\n  }\n": types.CancelEventRegistrationDocument,
    "\n  query SurveyEvent($id: ID!) {\n    event(id: $id, mine: true) {\n      ...EventTimingFields\n      surveyQuestions {\n        ...AskedQuestionFields\n      }\n      attendanceRecords {\n        id\n        eventRole\n      }\n      surveyResponses {\n        id\n        surveyAnswers {\n          questionId\n          answer\n        }\n      }\n    }\n  }\n": types.SurveyEventDocument,
    "\n  mutation SubmitSurveyResponse($eventId: ID!, $answers: [AnswerInput!]!, $edit: Boolean!) {\n    submitSurveyResponse(eventId: $eventId, answers: $answers, edit: $edit) {\n      id\n      eventId\n      surveyAnswers {\n        questionId\n        answer\n      }\n    }\n  }\n": types.SubmitSurveyResponseDocument,
    "\n  query PlayerPastEvents($staff: Boolean!, $first: Int, $after: String) {\n    eventConnection(mine: true, published: true, window: PAST, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...PlayerEventFields\n      }\n    }\n  }\n": types.PlayerPastEventsDocument,
    "\n  fragment AskedQuestionFields on EventQuestion {\n    id\n    questionText\n    rolesToAsk\n    answerRequired\n  }\n": types.AskedQuestionFieldsFragmentDoc,
    "\n  query EventPlaces {\n    eventConnection(mine: true, published: true, window: UPCOMING, first: 100) {\n      nodes {\n        id\n        pcPlacesLeft\n        npcPlacesLeft\n        eventRegistrations {\n          id\n          state\n          eventRole\n          waitlistPosition\n          offerExpiresAt\n        }\n      }\n    }\n  }\n": types.EventPlacesDocument,
    "\n  query Offer($id: ID!) {\n    eventRegistration(id: $id) {\n      id\n      eventId\n      state\n      eventRole\n      offerExpiresAt\n      waitlistPosition\n    }\n  }\n": types.OfferDocument,
    "\n  query OfferEvent($id: ID!) {\n    event(id: $id, mine: true) {\n      id\n      eventTitle\n      eventStartTime\n    }\n  }\n": types.OfferEventDocument,
    "\n  mutation AcceptOffer($id: ID!) {\n    acceptOffer(id: $id) {\n      id\n      state\n      offerExpiresAt\n      waitlistPosition\n    }\n  }\n": types.AcceptOfferDocument,
    "\n  mutation DeclineOffer($id: ID!) {\n    declineOffer(id: $id) {\n      id\n      state\n      offerExpiresAt\n      waitlistPosition\n    }\n  }\n": types.DeclineOfferDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      reminderMails\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($reminderMails: Boolean!) {\n    updateNotificationSettings(reminderMails: $reminderMails) {\n      reminderMails\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  query MailOutbox {\n    mailOutbox {\n      id\n      kind\n      to\n      subject\n      state\n      attempts\n      lastError\n      createdAt\n      lastAttemptAt\n    }\n  }\n": types.MailOutboxDocument,
    "\n  mutation SendMailAgain($id: ID!) {\n    sendMailAgain(id: $id) {\n      message\n      mail {\n        id\n        state\n      }\n    }\n  }\n": types.SendMailAgainDocument,
    "\n  fragment PaymentSettingsFields on PaymentSettings {\n    currency\n    currencyFixed\n    paymentAccount\n    retentionYears\n  }\n": types.PaymentSettingsFieldsFragmentDoc,
    "\n  fragment EventFeesFields on EventFees {\n    eventId\n    currency\n    dueOn\n    refundPolicy\n    keptFee\n    fees {\n      eventRole\n      price\n      earlyPrice\n      earlyUntil\n    }\n  }\n": types.EventFeesFieldsFragmentDoc,
    "\n  fragment PaymentAccountFields on PaymentAccount {\n    registrationId\n    currency\n    price\n    owed\n    paid\n    waived\n    balance\n    status\n  }\n": types.PaymentAccountFieldsFragmentDoc,
    "\n  query RegistrationPayments($registrationId: ID!) {\n    registrationPayments(registrationId: $registrationId) {\n      registrationId\n      currency\n      owed\n      paid\n      waived\n      balance\n      balanceText\n      status\n      reference\n      paymentAccount\n    }\n  }\n": types.RegistrationPaymentsDocument,
    "\n  query PaymentSettings {\n    paymentSettings {\n      ...PaymentSettingsFields\n    }\n  }\n": types.PaymentSettingsDocument,
    "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      ...PaymentSettingsFields\n    }\n  }\n": types.UpdatePaymentSettingsDocument,
    "\n  query EventFees($eventId: ID!) {\n    eventFees(eventId: $eventId) {\n      ...EventFeesFields\n    }\n  }\n": types.EventFeesDocument,
    "\n  mutation SetEventFees($eventId: ID!, $input: EventFeesInput!) {\n    setEventFees(eventId: $eventId, input: $input) {\n      ...EventFeesFields\n    }\n  }\n": types.SetEventFeesDocument,
    "\n  query EventPayments($eventId: ID!) {\n    paymentSettings {\n      currency\n    }\n    eventPayments(eventId: $eventId) {\n      ...PaymentAccountFields\n    }\n  }\n": types.EventPaymentsDocument,
    "\n  mutation MarkPaidCash($eventId: ID!, $registrationIds: [ID!]!) {\n    markPaidCash(eventId: $eventId, registrationIds: $registrationIds) {\n      ...PaymentAccountFields\n    }\n  }\n": types.MarkPaidCashDocument,
    "\n  mutation RecordPayment($registrationId: ID!, $input: PaymentEntryInput!) {\n    recordPayment(registrationId: $registrationId, input: $input) {\n      ...PaymentAccountFields\n    }\n  }\n": types.RecordPaymentDocument,
    "\n  mutation RepriceRegistration($registrationId: ID!, $price: Int!, $reason: String!) {\n    repriceRegistration(registrationId: $registrationId, price: $price, reason: $reason) {\n      ...PaymentAccountFields\n    }\n  }\n": types.RepriceRegistrationDocument,
    "\n  query BankImportSettings {\n    paymentSettings {\n      currency\n      bankCsvMapping {\n        date\n        amount\n        counterparty\n        reference\n        account\n      }\n    }\n  }\n": types.BankImportSettingsDocument,
    "\n  mutation ImportBankStatement($input: BankStatementInput!) {\n    importBankStatement(input: $input) {\n      line\n      bankLineKey\n      outcome\n      registrationId\n      registration {\n        playerName\n        characterName\n        eventTitle\n      }\n      account\n      date\n      amount\n      counterparty\n      reference\n      reason\n    }\n  }\n": types.ImportBankStatementDocument,
    "\n  mutation ApplyBankLine($input: BankLineDecisionInput!) {\n    applyBankLine(input: $input) {\n      line\n      bankLineKey\n      outcome\n      registrationId\n      registration {\n        playerName\n        characterName\n        eventTitle\n      }\n      account\n      date\n      amount\n      counterparty\n      reference\n      reason\n    }\n  }\n": types.ApplyBankLineDocument,
    "\n  query PaymentReminderPreview($eventId: ID!) {\n    paymentReminderPreview(eventId: $eventId) {\n      eventId\n      count\n      skipped\n    }\n  }\n": types.PaymentReminderPreviewDocument,
    "\n  mutation RemindUnpaid($eventId: ID!) {\n    remindUnpaid(eventId: $eventId) {\n      eventId\n      count\n      skipped\n    }\n  }\n": types.RemindUnpaidDocument,
    "\n  query PostEventPayments($eventId: ID!) {\n    paymentSettings {\n      currency\n    }\n    eventPayments(eventId: $eventId) {\n      ...PaymentAccountFields\n    }\n    attendanceReview(eventId: $eventId) {\n      id\n      eventRegistrations {\n        id\n        eventRole\n        state\n        user {\n          id\n          firstName\n          lastName\n        }\n        character {\n          id\n          characterName\n        }\n      }\n    }\n  }\n": types.PostEventPaymentsDocument,
    "\n  mutation CancelAccountDeletionByLink($token: String!) {\n    cancelAccountDeletionByLink(token: $token)\n  }\n": types.CancelAccountDeletionByLinkDocument,
    "\n  mutation EraseUser($userId: ID!) {\n    eraseUser(userId: $userId)\n  }\n": types.EraseUserDocument,
    "\n  query MyDataExport {\n    myDataExport\n  }\n": types.MyDataExportDocument,
    "\n  query AccountProfile {\n    currentUser {\n      id\n      firstName\n      lastName\n      email\n      emailConsent\n    }\n  }\n": types.AccountProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      pendingEmail\n      user {\n        id\n        firstName\n        lastName\n        email\n        emailConsent\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n": types.ConfirmEmailDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      createdAt\n      lastSeen\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.EndSessionDocument,
    "\n  query AccountDeletion {\n    accountDeletion {\n      scheduled\n      requestedAt\n      eraseAt\n    }\n  }\n": types.AccountDeletionDocument,
    "\n  mutation RequestAccountDeletion($password: String) {\n    requestAccountDeletion(password: $password) {\n      scheduled\n      requestedAt\n      eraseAt\n    }\n  }\n": types.RequestAccountDeletionDocument,
    "\n  mutation CancelAccountDeletion {\n    cancelAccountDeletion\n  }\n": types.CancelAccountDeletionDocument,
    "\n  query CharacterRulesetNotices($characterId: ID!) {\n    characterRulesetNotices(characterId: $characterId) {\n      version\n      explanation\n    }\n  }\n": types.CharacterRulesetNoticesDocument,
    "\n  query CurrentRuleset {\n    ruleset\n  }\n": types.CurrentRulesetDocument,
    "\n  query RulesetVersions {\n    rulesetVersions {\n      number\n      name\n      label\n      publishedAt\n      publishedBy\n      policy\n      rebuildUntil\n      inForce\n    }\n  }\n": types.RulesetVersionsDocument,
    "\n  query RulesetVersionJson($number: Int!) {\n    rulesetVersion(number: $number)\n  }\n": types.RulesetVersionJsonDocument,
    "\n  mutation CreateRulesetDraft($ruleset: JSONObject!) {\n    createRulesetDraft(ruleset: $ruleset) {\n      id\n      name\n      label\n      baseVersion\n      currentVersion\n      stale\n      summary\n    }\n  }\n": types.CreateRulesetDraftDocument,
    "\n  query RulesetDrafts {\n    rulesetDrafts {\n      id\n      name\n      label\n      createdAt\n      updatedAt\n      createdBy\n    }\n  }\n": types.RulesetDraftsDocument,
    "\n  query RulesetDraft($id: ID!) {\n    rulesetDraft(id: $id) {\n      id\n      name\n      label\n      baseVersion\n      currentVersion\n      stale\n      summary\n      objectVersions\n    }\n  }\n": types.RulesetDraftDocument,
    "\n  query RulesetDraftJson($id: ID!) {\n    rulesetDraftJson(id: $id)\n  }\n": types.RulesetDraftJsonDocument,
    "\n  mutation SaveRulesetObject($draftId: ID!, $kind: String!, $key: String!, $version: Int!, $value: JSON) {\n    saveRulesetObject(draftId: $draftId, kind: $kind, key: $key, version: $version, value: $value) {\n      kind\n      key\n      version\n      value\n      alsoChanged\n    }\n  }\n": types.SaveRulesetObjectDocument,
    "\n  mutation DiscardRulesetDraft($id: ID!) {\n    discardRulesetDraft(id: $id)\n  }\n": types.DiscardRulesetDraftDocument,
    "\n  query RulesetImpact($draftId: ID!) {\n    rulesetImpact(draftId: $draftId) {\n      counts {\n        characters\n        affected\n        players\n        invalidBuild\n        overBudget\n        costChanged\n      }\n      characters {\n        characterId\n        characterName\n        kinds\n        lostSkills {\n          skill\n          dependents\n        }\n        costBefore\n        costAfter\n        characterXpTotal\n        messages\n      }\n    }\n  }\n": types.RulesetImpactDocument,
    "\n  mutation PublishRulesetDraft($draftId: ID!, $policy: PublishPolicy!, $rebuildUntil: String) {\n    publishRulesetDraft(draftId: $draftId, policy: $policy, rebuildUntil: $rebuildUntil) {\n      number\n      name\n    }\n  }\n": types.PublishRulesetDraftDocument,
    "\n  query PrivacyStatement {\n    privacyStatement {\n      text\n      isDefault\n      updatedAt\n    }\n  }\n": types.PrivacyStatementDocument,
    "\n  mutation UpdatePrivacyStatement($text: String!) {\n    updatePrivacyStatement(text: $text) {\n      text\n      isDefault\n      updatedAt\n    }\n  }\n": types.UpdatePrivacyStatementDocument,
    "\n  query SiteLook {\n    siteLook {\n      communityName\n      welcomeText\n      accentColor\n      logoUrl\n    }\n  }\n": types.SiteLookDocument,
    "\n  mutation UpdateSiteLook($input: SiteLookInput!) {\n    updateSiteLook(input: $input) {\n      communityName\n      welcomeText\n      accentColor\n      logoUrl\n    }\n  }\n": types.UpdateSiteLookDocument,
    "\n  query PreviewParticipantMessage($input: ParticipantMessageInput!) {\n    previewParticipantMessage(input: $input) {\n      recipientCount\n      recipients {\n        userId\n        firstName\n        lastName\n      }\n      mail {\n        to\n        subject\n        text\n      }\n    }\n  }\n": types.PreviewParticipantMessageDocument,
    "\n  mutation SendParticipantMessage($input: ParticipantMessageInput!, $sendKey: String!) {\n    sendParticipantMessage(input: $input, sendKey: $sendKey) {\n      ...ParticipantMessageFields\n    }\n  }\n": types.SendParticipantMessageDocument,
    "\n  query ParticipantMessages($eventId: ID) {\n    participantMessages(eventId: $eventId) {\n      ...ParticipantMessageFields\n    }\n  }\n\n  fragment ParticipantMessageFields on ParticipantMessage {\n    id\n    audience\n    eventRole\n    subject\n    body\n    recipientCount\n    sentAt\n    sentByName\n    delivered\n    waiting\n    failed\n  }\n": types.ParticipantMessagesDocument,
    "\n  query EventPlacesSettings($id: ID!) {\n    event(id: $id) {\n      id\n      eventPcCapacity\n      eventNpcCapacity\n      eventWaitlistMode\n      eventOfferHours\n    }\n  }\n": types.EventPlacesSettingsDocument,
    "\n  query AdminEvents($window: EventWindow!, $first: Int, $after: String) {\n    eventConnection(window: $window, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        eventTitle\n        eventDescription\n        eventAddress\n        eventImage\n        eventStartTime\n        eventEndTime\n        eventPublished\n        eventFinalized\n        eventSurveyOpenAt\n        pcRegistrationCount\n        npcRegistrationCount\n        eventRegistrationCount\n        acceptedRegistrationCount\n        waitlistedRegistrationCount\n        unreviewedRegistrationCount\n        pcPlacesLeft\n        npcPlacesLeft\n        eventPcCapacity\n        eventNpcCapacity\n        attendanceRecordCount\n        surveyResponseCount\n      }\n    }\n  }\n": types.AdminEventsDocument,
    "\n  mutation PublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      id\n      eventPublished\n    }\n  }\n": types.PublishEventDocument,
    "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n": types.DeleteEventDocument,
    "\n  query EventForm($id: ID!, $editing: Boolean!) {\n    event(id: $id) @include(if: $editing) {\n      id\n      eventTitle\n      eventDescription\n      eventAddress\n      eventStartTime\n      eventEndTime\n      eventImage\n      eventPublished\n      eventFinalized\n      eventSurveyOpenAt\n      registrationQuestions {\n        id\n        questionText\n        rolesToAsk\n        answerRequired\n      }\n    }\n    defaultRegistrationQuestions {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n": types.EventFormDocument,
    "\n  query DefaultRegistrationQuestions {\n    defaultRegistrationQuestions {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n": types.DefaultRegistrationQuestionsDocument,
    "\n  query DefaultSurveyQuestions {\n    defaultSurveyQuestions {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n": types.DefaultSurveyQuestionsDocument,
    "\n  mutation UpdateDefaultRegistrationQuestions($questions: [QuestionInput!]!) {\n    updateDefaultRegistrationQuestions(questions: $questions) {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n  }\n": types.UpdateDefaultRegistrationQuestionsDocument,
    "\n  mutation UpdateDefaultSurveyQuestions($questions: [QuestionInput!]!) {\n    updateDefaultSurveyQuestions(questions: $questions) {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n  }\n": types.UpdateDefaultSurveyQuestionsDocument,
    "\n  fragment AttendanceRecordFields on AttendanceRecord {\n    id\n    userId\n    characterId\n    eventRole\n    deaths\n    reaperFights\n    xp\n    xpSequence\n    npcShards\n    donationShards\n    donationItems\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    character {\n      id\n      characterName\n    }\n  }\n": types.AttendanceRecordFieldsFragmentDoc,
    "\n  query AttendanceReview($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      eventTitle\n      eventAddress\n      eventStartTime\n      eventEndTime\n      eventPublished\n      eventFinalized\n      eventSurveyOpenAt\n      pcRegistrationCount\n      npcRegistrationCount\n      attendanceRecordCount\n      surveyResponseCount\n      registrationQuestions {\n        id\n        questionText\n        rolesToAsk\n        answerRequired\n      }\n      surveyQuestions {\n        id\n        questionText\n      }\n      eventRegistrations {\n        id\n        userId\n        characterId\n        eventRole\n        state\n        waitlistNote\n        staffNote\n        roleChangedAt\n        registeredAt\n        questionAnswers {\n          questionId\n          answer\n        }\n        user {\n          id\n          firstName\n          lastName\n          email\n        }\n        character {\n          id\n          characterName\n          characterXpSequence\n        }\n      }\n      attendanceRecords {\n        ...AttendanceRecordFields\n      }\n      surveyResponses {\n        id\n        userId\n        surveyAnswers {\n          questionId\n          answer\n        }\n        user {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": types.AttendanceReviewDocument,
    "\n  mutation ConfirmRegistrations(\n    $eventId: ID!\n    $accept: [ID!]!\n    $waitlist: [WaitlistInput!]!\n    $overrideCapacity: Boolean\n    $waitlistOverPlaces: Boolean\n    $overPlacesMessage: String\n  ) {\n    confirmRegistrations(\n      eventId: $eventId\n      accept: $accept\n      waitlist: $waitlist\n      overrideCapacity: $overrideCapacity\n      waitlistOverPlaces: $waitlistOverPlaces\n      overPlacesMessage: $overPlacesMessage\n    ) {\n      id\n      state\n      waitlistNote\n    }\n  }\n": types.ConfirmRegistrationsDocument,
    "\n  fragment FinalizePreviewRowFields on FinalizePreviewRow {\n    userId\n    characterId\n    characterName\n    eventRole\n    deaths\n    reaperFights\n    xp\n    xpSequence\n    npcShards\n    donationShards\n    donationItems\n    checkedInAt\n    walkIn\n    walkInReason\n    user {\n      id\n      firstName\n      lastName\n    }\n    characterXp {\n      before\n      after\n    }\n    characterXpSequence {\n      before\n      after\n    }\n    characterDeaths {\n      before\n      after\n    }\n    characterReaperFights {\n      before\n      after\n    }\n    shards {\n      before\n      after\n    }\n  }\n": types.FinalizePreviewRowFieldsFragmentDoc,
    "\n  query FinalizePreview($eventId: ID!, $records: [AttendanceInput!]!) {\n    finalizePreview(eventId: $eventId, records: $records) {\n      ...FinalizePreviewRowFields\n    }\n  }\n": types.FinalizePreviewDocument,
    "\n  query PostEventPage($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      eventTitle\n      eventStartTime\n      eventEndTime\n      eventFinalized\n      attendanceRecords {\n        ...AttendanceRecordFields\n      }\n    }\n    postEventDefaults(eventId: $eventId) {\n      ...FinalizePreviewRowFields\n    }\n    postEventDraft(eventId: $eventId) {\n      ...PostEventDraftFields\n    }\n    postEventWalkIns(eventId: $eventId) {\n      ...GateWalkInFields\n    }\n  }\n": types.PostEventPageDocument,
    "\n  fragment PostEventDraftFields on PostEventDraft {\n    version\n    updatedAt\n    updatedByName\n    records {\n      userId\n      playerName\n      eventRole\n      characterId\n      characterName\n      deaths\n      reaperFights\n      xp\n      xpSequence\n      npcShards\n      donationShards\n      donationItems\n      xpTouched\n      walkIn\n    }\n  }\n": types.PostEventDraftFieldsFragmentDoc,
    "\n  fragment GateWalkInFields on GateWalkIn {\n    checkinId\n    name\n    reason\n    scannedAt\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": types.GateWalkInFieldsFragmentDoc,
    "\n  query PostEventDraft($eventId: ID!) {\n    postEventDraft(eventId: $eventId) {\n      ...PostEventDraftFields\n    }\n  }\n": types.PostEventDraftDocument,
    "\n  mutation SavePostEventDraft($eventId: ID!, $version: Int!, $records: [PostEventDraftRowInput!]!) {\n    savePostEventDraft(eventId: $eventId, version: $version, records: $records) {\n      version\n      updatedAt\n      updatedByName\n    }\n  }\n": types.SavePostEventDraftDocument,
    "\n  query GateWalkIns($eventId: ID!) {\n    postEventWalkIns(eventId: $eventId) {\n      ...GateWalkInFields\n    }\n  }\n": types.GateWalkInsDocument,
    "\n  mutation AttachWalkInAccount($eventId: ID!, $checkinId: ID!, $userId: ID, $newAccount: NewWalkInAccountInput) {\n    attachWalkInAccount(eventId: $eventId, checkinId: $checkinId, userId: $userId, newAccount: $newAccount) {\n      ...GateWalkInFields\n    }\n  }\n": types.AttachWalkInAccountDocument,
    "\n  mutation FinalizeEvent($eventId: ID!, $records: [AttendanceInput!]!) {\n    finalizeEvent(eventId: $eventId, records: $records) {\n      id\n      eventFinalized\n      attendanceRecordCount\n    }\n  }\n": types.FinalizeEventDocument,
    "\n  query PlayerCharacters($userId: ID!) {\n    userCharacters(userId: $userId) {\n      id\n      characterXpSequence\n      shownBuild {\n        characterName\n      }\n    }\n  }\n": types.PlayerCharactersDocument,
    "\n  query EventCheckins($eventId: ID!) {\n    eventCheckins(eventId: $eventId) {\n      checkins {\n        id\n        registrationId\n        deviceId\n        scannedAt\n        walkIn\n        walkInName\n        walkInReason\n        annulledAt\n      }\n      conflicts {\n        id\n        registrationId\n        checkinId\n        openedAt\n        resolvedAt\n        resolution\n        devices {\n          deviceId\n          scannedAt\n          staffName\n        }\n      }\n    }\n    checkinDecisions(eventId: $eventId) {\n      id\n      action\n      at\n      reason\n      checkinId\n      conflictId\n    }\n  }\n": types.EventCheckinsDocument,
    "\n  mutation UpdateStaffNote($eventId: ID!, $registrationId: ID!, $staffNote: String!) {\n    updateRegistrationAdmin(eventId: $eventId, registrationId: $registrationId, staffNote: $staffNote) {\n      id\n      staffNote\n    }\n  }\n": types.UpdateStaffNoteDocument,
    "\n  mutation ChangeRegistrationAdmin(\n    $eventId: ID!\n    $registrationId: ID!\n    $eventRole: String\n    $characterId: ID\n    $accept: Boolean\n    $overrideCapacity: Boolean\n  ) {\n    updateRegistrationAdmin(\n      eventId: $eventId\n      registrationId: $registrationId\n      eventRole: $eventRole\n      characterId: $characterId\n      accept: $accept\n      overrideCapacity: $overrideCapacity\n    ) {\n      id\n      eventRole\n      state\n      waitlistNote\n      roleChangedAt\n      characterId\n      character {\n        id\n        characterName\n        characterXpSequence\n      }\n    }\n  }\n": types.ChangeRegistrationAdminDocument,
    "\n  query WaitlistQueue($eventId: ID!) {\n    waitlist(eventId: $eventId) {\n      eventRole\n      capacity\n      taken\n      placesLeft\n      waitlistMode\n      offers {\n        ...QueueEntry\n      }\n      line {\n        ...QueueEntry\n      }\n    }\n  }\n\n  fragment QueueEntry on EventRegistration {\n    id\n    userId\n    registeredAt\n    waitlistPosition\n    waitlistPriority\n    offerExpiresAt\n  }\n": types.WaitlistQueueDocument,
    "\n  query WaitlistNames($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      eventRegistrations {\n        id\n        user {\n          id\n          firstName\n          lastName\n        }\n        character {\n          id\n          characterName\n        }\n      }\n    }\n  }\n": types.WaitlistNamesDocument,
    "\n  mutation SetWaitlistPriority($eventId: ID!, $registrationId: ID!, $priority: Int) {\n    updateRegistrationAdmin(eventId: $eventId, registrationId: $registrationId, waitlistPriority: $priority) {\n      id\n      waitlistPriority\n      waitlistPosition\n    }\n  }\n": types.SetWaitlistPriorityDocument,
    "\n  mutation PromoteRegistration($eventId: ID!, $registrationId: ID!, $override: Boolean) {\n    confirmRegistrations(eventId: $eventId, accept: [$registrationId], overrideCapacity: $override) {\n      id\n      state\n      waitlistPosition\n    }\n  }\n": types.PromoteRegistrationDocument,
    "\n  query StaffDashboard {\n    staffDashboard {\n      playerCount\n      characterCount\n      uncommittedCount\n      upcomingEventCount\n    }\n  }\n": types.StaffDashboardDocument,
    "\n  fragment StaffCharacterRowFields on StaffCharacterRow {\n    id\n    userId\n    playerName\n    playerEmail\n    characterName\n    characterClass\n    raceDescription\n    characterLevel\n    characterXpTotal\n    characterXpSequence\n    deathCount\n    reaperFightCount\n    committed\n  }\n": types.StaffCharacterRowFieldsFragmentDoc,
    "\n  query StaffCharacterConnection(\n    $first: Int\n    $after: String\n    $sort: StaffCharacterOrder\n    $direction: SortDirection\n    $search: String\n    $committed: Boolean\n    $ids: [ID!]\n  ) {\n    staffCharacterConnection(\n      first: $first\n      after: $after\n      sort: $sort\n      direction: $direction\n      search: $search\n      committed: $committed\n      ids: $ids\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...StaffCharacterRowFields\n      }\n    }\n  }\n": types.StaffCharacterConnectionDocument,
    "\n  query StaffUserConnection(\n    $first: Int\n    $after: String\n    $sort: StaffUserOrder\n    $direction: SortDirection\n    $search: String\n    $includeErased: Boolean\n    $role: UserRole\n    $verified: Boolean\n    $ids: [ID!]\n  ) {\n    staffUserConnection(\n      first: $first\n      after: $after\n      sort: $sort\n      direction: $direction\n      search: $search\n      includeErased: $includeErased\n      role: $role\n      verified: $verified\n      ids: $ids\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        firstName\n        lastName\n        email\n        verified\n        roles\n        shardTotal\n        characterCount\n        erased\n      }\n    }\n  }\n": types.StaffUserConnectionDocument,
    "\n  query CharacterXpLedger($ids: [ID!]) {\n    characters(ids: $ids) {\n      id\n      characterXpTotal\n      shownBuild {\n        characterName\n      }\n      xpLedger {\n        id\n        amount\n        kind\n        reason\n        createdAt\n        eventTitle\n        actor {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": types.CharacterXpLedgerDocument,
    "\n  query UserShardLedger($userId: ID!) {\n    userShardLedger(userId: $userId) {\n      id\n      amount\n      kind\n      reason\n      createdAt\n      eventTitle\n      actor {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": types.UserShardLedgerDocument,
    "\n  mutation UncommitCharacter($userId: ID!, $characterId: ID!, $scope: UncommitScope) {\n    uncommitCharacter(userId: $userId, characterId: $characterId, scope: $scope) {\n      id\n      committed\n      buildVersion\n    }\n  }\n": types.UncommitCharacterDocument,
    "\n  mutation GrantXp($characterIds: [ID!]!, $xpAmount: Int!, $reason: String!) {\n    grantXp(characterIds: $characterIds, xpAmount: $xpAmount, reason: $reason) {\n      message\n      ids\n    }\n  }\n": types.GrantXpDocument,
    "\n  mutation GrantShards($userIds: [ID!]!, $shardAmount: Int!, $reason: String!) {\n    grantShards(userIds: $userIds, shardAmount: $shardAmount, reason: $reason) {\n      message\n      ids\n    }\n  }\n": types.GrantShardsDocument,
    "\n  mutation RecordDeaths($characterId: ID!, $deathCount: Int, $reaperFightCount: Int, $event: String) {\n    recordDeaths(characterId: $characterId, deathCount: $deathCount, reaperFightCount: $reaperFightCount, event: $event) {\n      message\n      ids\n    }\n  }\n": types.RecordDeathsDocument,
    "\n  mutation UpdatePastEventCounts($counts: [PastEventCountInput!]!) {\n    updatePastEventCounts(counts: $counts) {\n      message\n      ids\n    }\n  }\n": types.UpdatePastEventCountsDocument,
    "\n  mutation UpdateUserRoles($users: [UserRolesInput!]!) {\n    updateUserRoles(users: $users) {\n      id\n      roles\n    }\n  }\n": types.UpdateUserRolesDocument,
    "\n  mutation CreateCharacterForUser($userId: ID!, $input: AdminCharacterInput!) {\n    createCharacterForUser(userId: $userId, input: $input) {\n      id\n      userId\n      committed\n    }\n  }\n": types.CreateCharacterForUserDocument,
    "\n  query StaffCharacterSheets($ids: [ID!]) {\n    characters(ids: $ids) {\n      ...EditorCharacterFields\n      shownBuild {\n        ...EditorBuildFields\n      }\n      userId\n      characterXpSequence\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": types.StaffCharacterSheetsDocument,
    "\n  query SecretOptions {\n    secretOptions\n  }\n": types.SecretOptionsDocument,
    "\n  mutation SetAdditionalSpellSchools($userId: ID!, $characterId: ID!, $schools: [String!]!) {\n    setAdditionalSpellSchools(userId: $userId, characterId: $characterId, schools: $schools) {\n      ...EditorCharacterFields\n    }\n  }\n": types.SetAdditionalSpellSchoolsDocument,
    "\n  mutation SetTransformation($userId: ID!, $characterId: ID!, $transformation: String) {\n    setTransformation(userId: $userId, characterId: $characterId, transformation: $transformation) {\n      ...EditorCharacterFields\n    }\n  }\n": types.SetTransformationDocument,
    "\n  query FinalizedEvents {\n    eventConnection(window: PAST, finalized: true, first: 100) {\n      nodes {\n        id\n        eventTitle\n        eventStartTime\n        eventFinalized\n      }\n    }\n  }\n": types.FinalizedEventsDocument,
    "\n  query EventAttendees($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      attendanceRecords {\n        id\n        userId\n        characterId\n      }\n    }\n  }\n": types.EventAttendeesDocument,
    "\n  fragment CharacterInfoToUpdateFields on Character {\n    id\n    committed\n    buildVersion\n    additionalSpellSchools\n    savedBuild {\n      characterName\n      characterClass\n      characterBuildCost\n      createdAt\n      characterSkills {\n        skillId\n        entry\n      }\n      characterRace {\n        race\n        subculture\n        transformation\n        raceAttributes\n      }\n    }\n  }\n": types.CharacterInfoToUpdateFieldsFragmentDoc,
    "\n  fragment OwnRegistrationFields on EventRegistration {\n    id\n    eventId\n    characterId\n    eventRole\n    state\n    waitlistNote\n    registeredAt\n    questionAnswers {\n      questionId\n      answer\n    }\n  }\n": types.OwnRegistrationFieldsFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      scopes\n      tokens {\n        ...ApiTokenFields\n      }\n    }\n  }\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    tokenPrefix\n    scopes\n    expiresAt\n    lastUsedAt\n    state\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      hasFeed\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed\n  }\n": types.ResetCalendarFeedDocument,
    "\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    secret\n    active\n    createdAt\n  }\n": types.WebhooksDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      ...WebhookFields\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation SetWebhookActive($id: ID!, $active: Boolean!) {\n    setWebhookActive(id: $id, active: $active) {\n      ...WebhookFields\n    }\n  }\n": types.SetWebhookActiveDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": types.DeleteWebhookDocument,
    "\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId) {\n      id\n      event\n      state\n      attempts\n      nextAttemptAt\n      lastStatusCode\n      lastError\n      createdAt\n    }\n  }\n": types.WebhookDeliveriesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    currentUser {\n      ...SignedInUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    currentUser {\n      ...SignedInUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedInUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedInUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email)\n  }\n"): (typeof documents)["\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyAccount($input: VerifyAccountInput!) {\n    verifyAccount(input: $input) {\n      id\n      verified\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyAccount($input: VerifyAccountInput!) {\n    verifyAccount(input: $input) {\n      id\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedInUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    roles\n    shardTotal\n    xpTokenPurchased\n    can {\n      manageEvents\n      reviewRegistrations\n      sendMessages\n      reviewAttendance\n      viewSurveyCounts\n      runCheckin\n      decideCheckins\n      manageCharacters\n      manageUsers\n      viewStaffArea\n      useGraphiql\n    }\n  }\n"): (typeof documents)["\n  fragment SignedInUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    roles\n    shardTotal\n    xpTokenPurchased\n    can {\n      manageEvents\n      reviewRegistrations\n      sendMessages\n      reviewAttendance\n      viewSurveyCounts\n      runCheckin\n      decideCheckins\n      manageCharacters\n      manageUsers\n      viewStaffArea\n      useGraphiql\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CharacterRowFields on Character {\n    id\n    characterXpTotal\n    characterXpSequence\n    deathCount\n    reaperFightCount\n    deleteAllowed\n    committed\n    uncommittedChanges\n    shownBuild {\n      characterName\n      characterClass\n      characterRace {\n        race\n        subculture\n        transformation\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CharacterRowFields on Character {\n    id\n    characterXpTotal\n    characterXpSequence\n    deathCount\n    reaperFightCount\n    deleteAllowed\n    committed\n    uncommittedChanges\n    shownBuild {\n      characterName\n      characterClass\n      characterRace {\n        race\n        subculture\n        transformation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCharacters {\n    myCharacters {\n      ...CharacterRowFields\n    }\n  }\n"): (typeof documents)["\n  query HomeCharacters {\n    myCharacters {\n      ...CharacterRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeShards {\n    myShards {\n      shards\n      xpTokenPurchased\n    }\n  }\n"): (typeof documents)["\n  query HomeShards {\n    myShards {\n      shards\n      xpTokenPurchased\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOwnCharacter($id: ID!) {\n    deleteCharacter(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteOwnCharacter($id: ID!) {\n    deleteCharacter(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyXpTokenForCharacter($characterId: ID!) {\n    buyXpToken(characterId: $characterId) {\n      characterId\n      characterXpTotal\n      shards\n      xpTokenPurchased\n    }\n  }\n"): (typeof documents)["\n  mutation BuyXpTokenForCharacter($characterId: ID!) {\n    buyXpToken(characterId: $characterId) {\n      characterId\n      characterXpTotal\n      shards\n      xpTokenPurchased\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RaceRules {\n    races {\n      id\n      raceName\n      subcultureName\n      defaultAttributes\n      attributeChoice\n      transformations\n      raceDescription\n    }\n    transformations {\n      id\n      transformationName\n      defaultAttributes\n      transformationDescription\n    }\n    characterClasses {\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query RaceRules {\n    races {\n      id\n      raceName\n      subcultureName\n      defaultAttributes\n      attributeChoice\n      transformations\n      raceDescription\n    }\n    transformations {\n      id\n      transformationName\n      defaultAttributes\n      transformationDescription\n    }\n    characterClasses {\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNewCharacter($input: CharacterInfoGqlInput!) {\n    createCharacter(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNewCharacter($input: CharacterInfoGqlInput!) {\n    createCharacter(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CharacterInfoToUpdate($id: ID!) {\n    myCharacter(id: $id) {\n      ...CharacterInfoToUpdateFields\n    }\n  }\n"): (typeof documents)["\n  query CharacterInfoToUpdate($id: ID!) {\n    myCharacter(id: $id) {\n      ...CharacterInfoToUpdateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCharacterInfo($id: ID!, $input: CharacterInfoGqlInput!) {\n    updateCharacter(id: $id, input: $input) {\n      ...CharacterInfoToUpdateFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCharacterInfo($id: ID!, $input: CharacterInfoGqlInput!) {\n    updateCharacter(id: $id, input: $input) {\n      ...CharacterInfoToUpdateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSettings {\n      rulebookLinks {\n        label\n        url\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSettings {\n      rulebookLinks {\n        label\n        url\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorBuildFields on CharacterBuild {\n    characterName\n    characterClass\n    characterBuildCost\n    createdAt\n    characterRace {\n      race\n      subculture\n      transformation\n      raceAttributes\n    }\n    characterSkills {\n      skillId\n      entry\n    }\n  }\n"): (typeof documents)["\n  fragment EditorBuildFields on CharacterBuild {\n    characterName\n    characterClass\n    characterBuildCost\n    createdAt\n    characterRace {\n      race\n      subculture\n      transformation\n      raceAttributes\n    }\n    characterSkills {\n      skillId\n      entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorCharacter($id: ID!) {\n    myCharacter(id: $id) {\n      ...EditorCharacterFields\n    }\n    currentUser {\n      id\n      firstName\n      lastName\n      shardTotal\n    }\n  }\n"): (typeof documents)["\n  query EditorCharacter($id: ID!) {\n    myCharacter(id: $id) {\n      ...EditorCharacterFields\n    }\n    currentUser {\n      id\n      firstName\n      lastName\n      shardTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorCharacterFields on Character {\n    id\n    buildVersion\n    committed\n    characterLevel\n    characterXpTotal\n    deathCount\n    reaperFightCount\n    additionalSpellSchools\n    savedBuild {\n      ...EditorBuildFields\n    }\n    committedBuild {\n      ...EditorBuildFields\n    }\n  }\n"): (typeof documents)["\n  fragment EditorCharacterFields on Character {\n    id\n    buildVersion\n    committed\n    characterLevel\n    characterXpTotal\n    deathCount\n    reaperFightCount\n    additionalSpellSchools\n    savedBuild {\n      ...EditorBuildFields\n    }\n    committedBuild {\n      ...EditorBuildFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCharacterBuild($id: ID!, $characterBuild: JSONObject!, $buildVersion: Int) {\n    saveCharacterBuild(id: $id, characterBuild: $characterBuild, buildVersion: $buildVersion) {\n      ...EditorCharacterFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCharacterBuild($id: ID!, $characterBuild: JSONObject!, $buildVersion: Int) {\n    saveCharacterBuild(id: $id, characterBuild: $characterBuild, buildVersion: $buildVersion) {\n      ...EditorCharacterFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommitCharacterBuild($id: ID!, $characterBuild: JSONObject!, $buildVersion: Int) {\n    commitCharacterBuild(id: $id, characterBuild: $characterBuild, buildVersion: $buildVersion) {\n      ...EditorCharacterFields\n    }\n  }\n"): (typeof documents)["\n  mutation CommitCharacterBuild($id: ID!, $characterBuild: JSONObject!, $buildVersion: Int) {\n    commitCharacterBuild(id: $id, characterBuild: $characterBuild, buildVersion: $buildVersion) {\n      ...EditorCharacterFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameData {\n    gameData\n  }\n"): (typeof documents)["\n  query GameData {\n    gameData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventTimingFields on Event {\n    id\n    eventTitle\n    eventStartTime\n    eventEndTime\n    eventPublished\n    eventFinalized\n    eventSurveyOpenAt\n  }\n"): (typeof documents)["\n  fragment EventTimingFields on Event {\n    id\n    eventTitle\n    eventStartTime\n    eventEndTime\n    eventPublished\n    eventFinalized\n    eventSurveyOpenAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerEventFields on Event {\n    id\n    eventTitle\n    eventDescription\n    eventAddress\n    eventImage\n    eventStartTime\n    eventEndTime\n    eventPublished\n    eventFinalized\n    eventSurveyOpenAt\n    eventRegistrationCount\n    attendanceRecordCount\n    surveyResponseCount @include(if: $staff)\n    surveyQuestions {\n      id\n    }\n    eventRegistrations {\n      id\n      state\n      eventRole\n      registeredAt\n      waitlistNote\n      character {\n        id\n        characterName\n      }\n    }\n    attendanceRecords {\n      id\n    }\n    surveyResponses {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerEventFields on Event {\n    id\n    eventTitle\n    eventDescription\n    eventAddress\n    eventImage\n    eventStartTime\n    eventEndTime\n    eventPublished\n    eventFinalized\n    eventSurveyOpenAt\n    eventRegistrationCount\n    attendanceRecordCount\n    surveyResponseCount @include(if: $staff)\n    surveyQuestions {\n      id\n    }\n    eventRegistrations {\n      id\n      state\n      eventRole\n      registeredAt\n      waitlistNote\n      character {\n        id\n        characterName\n      }\n    }\n    attendanceRecords {\n      id\n    }\n    surveyResponses {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerEvents($staff: Boolean!, $first: Int, $after: String) {\n    eventConnection(mine: true, published: true, window: UPCOMING, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...PlayerEventFields\n      }\n    }\n    pastEvents: eventConnection(mine: true, published: true, window: PAST, first: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query PlayerEvents($staff: Boolean!, $first: Int, $after: String) {\n    eventConnection(mine: true, published: true, window: UPCOMING, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...PlayerEventFields\n      }\n    }\n    pastEvents: eventConnection(mine: true, published: true, window: PAST, first: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationChoices {\n    myCharacters {\n      id\n      shownBuild {\n        characterName\n      }\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n"): (typeof documents)["\n  query RegistrationChoices {\n    myCharacters {\n      id\n      shownBuild {\n        characterName\n      }\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationEvent($id: ID!) {\n    event(id: $id, mine: true) {\n      ...EventTimingFields\n      registrationQuestions {\n        ...AskedQuestionFields\n      }\n      eventRegistrations {\n        id\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegistrationEvent($id: ID!) {\n    event(id: $id, mine: true) {\n      ...EventTimingFields\n      registrationQuestions {\n        ...AskedQuestionFields\n      }\n      eventRegistrations {\n        id\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventRegistration($id: ID!) {\n    eventRegistration(id: $id) {\n      ...OwnRegistrationFields\n    }\n  }\n"): (typeof documents)["\n  query EventRegistration($id: ID!) {\n    eventRegistration(id: $id) {\n      ...OwnRegistrationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterForEvent($input: RegistrationInput!) {\n    registerForEvent(input: $input) {\n      id\n      eventId\n      characterId\n      eventRole\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterForEvent($input: RegistrationInput!) {\n    registerForEvent(input: $input) {\n      id\n      eventId\n      characterId\n      eventRole\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEventRegistration($id: ID!, $input: RegistrationInput!) {\n    updateEventRegistration(id: $id, input: $input) {\n      ...OwnRegistrationFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEventRegistration($id: ID!, $input: RegistrationInput!) {\n    updateEventRegistration(id: $id, input: $input) {\n      ...OwnRegistrationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEventRegistration($id: ID!) {\n    cancelEventRegistration(id: $id) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEventRegistration($id: ID!) {\n    cancelEventRegistration(id: $id) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SurveyEvent($id: ID!) {\n    event(id: $id, mine: true) {\n      ...EventTimingFields\n      surveyQuestions {\n        ...AskedQuestionFields\n      }\n      attendanceRecords {\n        id\n        eventRole\n      }\n      surveyResponses {\n        id\n        surveyAnswers {\n          questionId\n          answer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SurveyEvent($id: ID!) {\n    event(id: $id, mine: true) {\n      ...EventTimingFields\n      surveyQuestions {\n        ...AskedQuestionFields\n      }\n      attendanceRecords {\n        id\n        eventRole\n      }\n      surveyResponses {\n        id\n        surveyAnswers {\n          questionId\n          answer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSurveyResponse($eventId: ID!, $answers: [AnswerInput!]!, $edit: Boolean!) {\n    submitSurveyResponse(eventId: $eventId, answers: $answers, edit: $edit) {\n      id\n      eventId\n      surveyAnswers {\n        questionId\n        answer\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitSurveyResponse($eventId: ID!, $answers: [AnswerInput!]!, $edit: Boolean!) {\n    submitSurveyResponse(eventId: $eventId, answers: $answers, edit: $edit) {\n      id\n      eventId\n      surveyAnswers {\n        questionId\n        answer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerPastEvents($staff: Boolean!, $first: Int, $after: String) {\n    eventConnection(mine: true, published: true, window: PAST, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...PlayerEventFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlayerPastEvents($staff: Boolean!, $first: Int, $after: String) {\n    eventConnection(mine: true, published: true, window: PAST, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...PlayerEventFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AskedQuestionFields on EventQuestion {\n    id\n    questionText\n    rolesToAsk\n    answerRequired\n  }\n"): (typeof documents)["\n  fragment AskedQuestionFields on EventQuestion {\n    id\n    questionText\n    rolesToAsk\n    answerRequired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPlaces {\n    eventConnection(mine: true, published: true, window: UPCOMING, first: 100) {\n      nodes {\n        id\n        pcPlacesLeft\n        npcPlacesLeft\n        eventRegistrations {\n          id\n          state\n          eventRole\n          waitlistPosition\n          offerExpiresAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventPlaces {\n    eventConnection(mine: true, published: true, window: UPCOMING, first: 100) {\n      nodes {\n        id\n        pcPlacesLeft\n        npcPlacesLeft\n        eventRegistrations {\n          id\n          state\n          eventRole\n          waitlistPosition\n          offerExpiresAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Offer($id: ID!) {\n    eventRegistration(id: $id) {\n      id\n      eventId\n      state\n      eventRole\n      offerExpiresAt\n      waitlistPosition\n    }\n  }\n"): (typeof documents)["\n  query Offer($id: ID!) {\n    eventRegistration(id: $id) {\n      id\n      eventId\n      state\n      eventRole\n      offerExpiresAt\n      waitlistPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferEvent($id: ID!) {\n    event(id: $id, mine: true) {\n      id\n      eventTitle\n      eventStartTime\n    }\n  }\n"): (typeof documents)["\n  query OfferEvent($id: ID!) {\n    event(id: $id, mine: true) {\n      id\n      eventTitle\n      eventStartTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptOffer($id: ID!) {\n    acceptOffer(id: $id) {\n      id\n      state\n      offerExpiresAt\n      waitlistPosition\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptOffer($id: ID!) {\n    acceptOffer(id: $id) {\n      id\n      state\n      offerExpiresAt\n      waitlistPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineOffer($id: ID!) {\n    declineOffer(id: $id) {\n      id\n      state\n      offerExpiresAt\n      waitlistPosition\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineOffer($id: ID!) {\n    declineOffer(id: $id) {\n      id\n      state\n      offerExpiresAt\n      waitlistPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    notificationSettings {\n      reminderMails\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    notificationSettings {\n      reminderMails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($reminderMails: Boolean!) {\n    updateNotificationSettings(reminderMails: $reminderMails) {\n      reminderMails\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSettings($reminderMails: Boolean!) {\n    updateNotificationSettings(reminderMails: $reminderMails) {\n      reminderMails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailOutbox {\n    mailOutbox {\n      id\n      kind\n      to\n      subject\n      state\n      attempts\n      lastError\n      createdAt\n      lastAttemptAt\n    }\n  }\n"): (typeof documents)["\n  query MailOutbox {\n    mailOutbox {\n      id\n      kind\n      to\n      subject\n      state\n      attempts\n      lastError\n      createdAt\n      lastAttemptAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMailAgain($id: ID!) {\n    sendMailAgain(id: $id) {\n      message\n      mail {\n        id\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendMailAgain($id: ID!) {\n    sendMailAgain(id: $id) {\n      message\n      mail {\n        id\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentSettingsFields on PaymentSettings {\n    currency\n    currencyFixed\n    paymentAccount\n    retentionYears\n  }\n"): (typeof documents)["\n  fragment PaymentSettingsFields on PaymentSettings {\n    currency\n    currencyFixed\n    paymentAccount\n    retentionYears\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventFeesFields on EventFees {\n    eventId\n    currency\n    dueOn\n    refundPolicy\n    keptFee\n    fees {\n      eventRole\n      price\n      earlyPrice\n      earlyUntil\n    }\n  }\n"): (typeof documents)["\n  fragment EventFeesFields on EventFees {\n    eventId\n    currency\n    dueOn\n    refundPolicy\n    keptFee\n    fees {\n      eventRole\n      price\n      earlyPrice\n      earlyUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentAccountFields on PaymentAccount {\n    registrationId\n    currency\n    price\n    owed\n    paid\n    waived\n    balance\n    status\n  }\n"): (typeof documents)["\n  fragment PaymentAccountFields on PaymentAccount {\n    registrationId\n    currency\n    price\n    owed\n    paid\n    waived\n    balance\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationPayments($registrationId: ID!) {\n    registrationPayments(registrationId: $registrationId) {\n      registrationId\n      currency\n      owed\n      paid\n      waived\n      balance\n      balanceText\n      status\n      reference\n      paymentAccount\n    }\n  }\n"): (typeof documents)["\n  query RegistrationPayments($registrationId: ID!) {\n    registrationPayments(registrationId: $registrationId) {\n      registrationId\n      currency\n      owed\n      paid\n      waived\n      balance\n      balanceText\n      status\n      reference\n      paymentAccount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentSettings {\n    paymentSettings {\n      ...PaymentSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query PaymentSettings {\n    paymentSettings {\n      ...PaymentSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      ...PaymentSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      ...PaymentSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventFees($eventId: ID!) {\n    eventFees(eventId: $eventId) {\n      ...EventFeesFields\n    }\n  }\n"): (typeof documents)["\n  query EventFees($eventId: ID!) {\n    eventFees(eventId: $eventId) {\n      ...EventFeesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEventFees($eventId: ID!, $input: EventFeesInput!) {\n    setEventFees(eventId: $eventId, input: $input) {\n      ...EventFeesFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetEventFees($eventId: ID!, $input: EventFeesInput!) {\n    setEventFees(eventId: $eventId, input: $input) {\n      ...EventFeesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPayments($eventId: ID!) {\n    paymentSettings {\n      currency\n    }\n    eventPayments(eventId: $eventId) {\n      ...PaymentAccountFields\n    }\n  }\n"): (typeof documents)["\n  query EventPayments($eventId: ID!) {\n    paymentSettings {\n      currency\n    }\n    eventPayments(eventId: $eventId) {\n      ...PaymentAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkPaidCash($eventId: ID!, $registrationIds: [ID!]!) {\n    markPaidCash(eventId: $eventId, registrationIds: $registrationIds) {\n      ...PaymentAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkPaidCash($eventId: ID!, $registrationIds: [ID!]!) {\n    markPaidCash(eventId: $eventId, registrationIds: $registrationIds) {\n      ...PaymentAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPayment($registrationId: ID!, $input: PaymentEntryInput!) {\n    recordPayment(registrationId: $registrationId, input: $input) {\n      ...PaymentAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPayment($registrationId: ID!, $input: PaymentEntryInput!) {\n    recordPayment(registrationId: $registrationId, input: $input) {\n      ...PaymentAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepriceRegistration($registrationId: ID!, $price: Int!, $reason: String!) {\n    repriceRegistration(registrationId: $registrationId, price: $price, reason: $reason) {\n      ...PaymentAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation RepriceRegistration($registrationId: ID!, $price: Int!, $reason: String!) {\n    repriceRegistration(registrationId: $registrationId, price: $price, reason: $reason) {\n      ...PaymentAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankImportSettings {\n    paymentSettings {\n      currency\n      bankCsvMapping {\n        date\n        amount\n        counterparty\n        reference\n        account\n      }\n    }\n  }\n"): (typeof documents)["\n  query BankImportSettings {\n    paymentSettings {\n      currency\n      bankCsvMapping {\n        date\n        amount\n        counterparty\n        reference\n        account\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportBankStatement($input: BankStatementInput!) {\n    importBankStatement(input: $input) {\n      line\n      bankLineKey\n      outcome\n      registrationId\n      registration {\n        playerName\n        characterName\n        eventTitle\n      }\n      account\n      date\n      amount\n      counterparty\n      reference\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation ImportBankStatement($input: BankStatementInput!) {\n    importBankStatement(input: $input) {\n      line\n      bankLineKey\n      outcome\n      registrationId\n      registration {\n        playerName\n        characterName\n        eventTitle\n      }\n      account\n      date\n      amount\n      counterparty\n      reference\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyBankLine($input: BankLineDecisionInput!) {\n    applyBankLine(input: $input) {\n      line\n      bankLineKey\n      outcome\n      registrationId\n      registration {\n        playerName\n        characterName\n        eventTitle\n      }\n      account\n      date\n      amount\n      counterparty\n      reference\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyBankLine($input: BankLineDecisionInput!) {\n    applyBankLine(input: $input) {\n      line\n      bankLineKey\n      outcome\n      registrationId\n      registration {\n        playerName\n        characterName\n        eventTitle\n      }\n      account\n      date\n      amount\n      counterparty\n      reference\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentReminderPreview($eventId: ID!) {\n    paymentReminderPreview(eventId: $eventId) {\n      eventId\n      count\n      skipped\n    }\n  }\n"): (typeof documents)["\n  query PaymentReminderPreview($eventId: ID!) {\n    paymentReminderPreview(eventId: $eventId) {\n      eventId\n      count\n      skipped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemindUnpaid($eventId: ID!) {\n    remindUnpaid(eventId: $eventId) {\n      eventId\n      count\n      skipped\n    }\n  }\n"): (typeof documents)["\n  mutation RemindUnpaid($eventId: ID!) {\n    remindUnpaid(eventId: $eventId) {\n      eventId\n      count\n      skipped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostEventPayments($eventId: ID!) {\n    paymentSettings {\n      currency\n    }\n    eventPayments(eventId: $eventId) {\n      ...PaymentAccountFields\n    }\n    attendanceReview(eventId: $eventId) {\n      id\n      eventRegistrations {\n        id\n        eventRole\n        state\n        user {\n          id\n          firstName\n          lastName\n        }\n        character {\n          id\n          characterName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostEventPayments($eventId: ID!) {\n    paymentSettings {\n      currency\n    }\n    eventPayments(eventId: $eventId) {\n      ...PaymentAccountFields\n    }\n    attendanceReview(eventId: $eventId) {\n      id\n      eventRegistrations {\n        id\n        eventRole\n        state\n        user {\n          id\n          firstName\n          lastName\n        }\n        character {\n          id\n          characterName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAccountDeletionByLink($token: String!) {\n    cancelAccountDeletionByLink(token: $token)\n  }\n"): (typeof documents)["\n  mutation CancelAccountDeletionByLink($token: String!) {\n    cancelAccountDeletionByLink(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseUser($userId: ID!) {\n    eraseUser(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation EraseUser($userId: ID!) {\n    eraseUser(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExport {\n    myDataExport\n  }\n"): (typeof documents)["\n  query MyDataExport {\n    myDataExport\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountProfile {\n    currentUser {\n      id\n      firstName\n      lastName\n      email\n      emailConsent\n    }\n  }\n"): (typeof documents)["\n  query AccountProfile {\n    currentUser {\n      id\n      firstName\n      lastName\n      email\n      emailConsent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      pendingEmail\n      user {\n        id\n        firstName\n        lastName\n        email\n        emailConsent\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      pendingEmail\n      user {\n        id\n        firstName\n        lastName\n        email\n        emailConsent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      device\n      createdAt\n      lastSeen\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      device\n      createdAt\n      lastSeen\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDeletion {\n    accountDeletion {\n      scheduled\n      requestedAt\n      eraseAt\n    }\n  }\n"): (typeof documents)["\n  query AccountDeletion {\n    accountDeletion {\n      scheduled\n      requestedAt\n      eraseAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAccountDeletion($password: String) {\n    requestAccountDeletion(password: $password) {\n      scheduled\n      requestedAt\n      eraseAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAccountDeletion($password: String) {\n    requestAccountDeletion(password: $password) {\n      scheduled\n      requestedAt\n      eraseAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAccountDeletion {\n    cancelAccountDeletion\n  }\n"): (typeof documents)["\n  mutation CancelAccountDeletion {\n    cancelAccountDeletion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CharacterRulesetNotices($characterId: ID!) {\n    characterRulesetNotices(characterId: $characterId) {\n      version\n      explanation\n    }\n  }\n"): (typeof documents)["\n  query CharacterRulesetNotices($characterId: ID!) {\n    characterRulesetNotices(characterId: $characterId) {\n      version\n      explanation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentRuleset {\n    ruleset\n  }\n"): (typeof documents)["\n  query CurrentRuleset {\n    ruleset\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RulesetVersions {\n    rulesetVersions {\n      number\n      name\n      label\n      publishedAt\n      publishedBy\n      policy\n      rebuildUntil\n      inForce\n    }\n  }\n"): (typeof documents)["\n  query RulesetVersions {\n    rulesetVersions {\n      number\n      name\n      label\n      publishedAt\n      publishedBy\n      policy\n      rebuildUntil\n      inForce\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RulesetVersionJson($number: Int!) {\n    rulesetVersion(number: $number)\n  }\n"): (typeof documents)["\n  query RulesetVersionJson($number: Int!) {\n    rulesetVersion(number: $number)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRulesetDraft($ruleset: JSONObject!) {\n    createRulesetDraft(ruleset: $ruleset) {\n      id\n      name\n      label\n      baseVersion\n      currentVersion\n      stale\n      summary\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRulesetDraft($ruleset: JSONObject!) {\n    createRulesetDraft(ruleset: $ruleset) {\n      id\n      name\n      label\n      baseVersion\n      currentVersion\n      stale\n      summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RulesetDrafts {\n    rulesetDrafts {\n      id\n      name\n      label\n      createdAt\n      updatedAt\n      createdBy\n    }\n  }\n"): (typeof documents)["\n  query RulesetDrafts {\n    rulesetDrafts {\n      id\n      name\n      label\n      createdAt\n      updatedAt\n      createdBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RulesetDraft($id: ID!) {\n    rulesetDraft(id: $id) {\n      id\n      name\n      label\n      baseVersion\n      currentVersion\n      stale\n      summary\n      objectVersions\n    }\n  }\n"): (typeof documents)["\n  query RulesetDraft($id: ID!) {\n    rulesetDraft(id: $id) {\n      id\n      name\n      label\n      baseVersion\n      currentVersion\n      stale\n      summary\n      objectVersions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RulesetDraftJson($id: ID!) {\n    rulesetDraftJson(id: $id)\n  }\n"): (typeof documents)["\n  query RulesetDraftJson($id: ID!) {\n    rulesetDraftJson(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRulesetObject($draftId: ID!, $kind: String!, $key: String!, $version: Int!, $value: JSON) {\n    saveRulesetObject(draftId: $draftId, kind: $kind, key: $key, version: $version, value: $value) {\n      kind\n      key\n      version\n      value\n      alsoChanged\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRulesetObject($draftId: ID!, $kind: String!, $key: String!, $version: Int!, $value: JSON) {\n    saveRulesetObject(draftId: $draftId, kind: $kind, key: $key, version: $version, value: $value) {\n      kind\n      key\n      version\n      value\n      alsoChanged\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardRulesetDraft($id: ID!) {\n    discardRulesetDraft(id: $id)\n  }\n"): (typeof documents)["\n  mutation DiscardRulesetDraft($id: ID!) {\n    discardRulesetDraft(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RulesetImpact($draftId: ID!) {\n    rulesetImpact(draftId: $draftId) {\n      counts {\n        characters\n        affected\n        players\n        invalidBuild\n        overBudget\n        costChanged\n      }\n      characters {\n        characterId\n        characterName\n        kinds\n        lostSkills {\n          skill\n          dependents\n        }\n        costBefore\n        costAfter\n        characterXpTotal\n        messages\n      }\n    }\n  }\n"): (typeof documents)["\n  query RulesetImpact($draftId: ID!) {\n    rulesetImpact(draftId: $draftId) {\n      counts {\n        characters\n        affected\n        players\n        invalidBuild\n        overBudget\n        costChanged\n      }\n      characters {\n        characterId\n        characterName\n        kinds\n        lostSkills {\n          skill\n          dependents\n        }\n        costBefore\n        costAfter\n        characterXpTotal\n        messages\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishRulesetDraft($draftId: ID!, $policy: PublishPolicy!, $rebuildUntil: String) {\n    publishRulesetDraft(draftId: $draftId, policy: $policy, rebuildUntil: $rebuildUntil) {\n      number\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation PublishRulesetDraft($draftId: ID!, $policy: PublishPolicy!, $rebuildUntil: String) {\n    publishRulesetDraft(draftId: $draftId, policy: $policy, rebuildUntil: $rebuildUntil) {\n      number\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyStatement {\n    privacyStatement {\n      text\n      isDefault\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query PrivacyStatement {\n    privacyStatement {\n      text\n      isDefault\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePrivacyStatement($text: String!) {\n    updatePrivacyStatement(text: $text) {\n      text\n      isDefault\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePrivacyStatement($text: String!) {\n    updatePrivacyStatement(text: $text) {\n      text\n      isDefault\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteLook {\n    siteLook {\n      communityName\n      welcomeText\n      accentColor\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  query SiteLook {\n    siteLook {\n      communityName\n      welcomeText\n      accentColor\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteLook($input: SiteLookInput!) {\n    updateSiteLook(input: $input) {\n      communityName\n      welcomeText\n      accentColor\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteLook($input: SiteLookInput!) {\n    updateSiteLook(input: $input) {\n      communityName\n      welcomeText\n      accentColor\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewParticipantMessage($input: ParticipantMessageInput!) {\n    previewParticipantMessage(input: $input) {\n      recipientCount\n      recipients {\n        userId\n        firstName\n        lastName\n      }\n      mail {\n        to\n        subject\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreviewParticipantMessage($input: ParticipantMessageInput!) {\n    previewParticipantMessage(input: $input) {\n      recipientCount\n      recipients {\n        userId\n        firstName\n        lastName\n      }\n      mail {\n        to\n        subject\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendParticipantMessage($input: ParticipantMessageInput!, $sendKey: String!) {\n    sendParticipantMessage(input: $input, sendKey: $sendKey) {\n      ...ParticipantMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendParticipantMessage($input: ParticipantMessageInput!, $sendKey: String!) {\n    sendParticipantMessage(input: $input, sendKey: $sendKey) {\n      ...ParticipantMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParticipantMessages($eventId: ID) {\n    participantMessages(eventId: $eventId) {\n      ...ParticipantMessageFields\n    }\n  }\n\n  fragment ParticipantMessageFields on ParticipantMessage {\n    id\n    audience\n    eventRole\n    subject\n    body\n    recipientCount\n    sentAt\n    sentByName\n    delivered\n    waiting\n    failed\n  }\n"): (typeof documents)["\n  query ParticipantMessages($eventId: ID) {\n    participantMessages(eventId: $eventId) {\n      ...ParticipantMessageFields\n    }\n  }\n\n  fragment ParticipantMessageFields on ParticipantMessage {\n    id\n    audience\n    eventRole\n    subject\n    body\n    recipientCount\n    sentAt\n    sentByName\n    delivered\n    waiting\n    failed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPlacesSettings($id: ID!) {\n    event(id: $id) {\n      id\n      eventPcCapacity\n      eventNpcCapacity\n      eventWaitlistMode\n      eventOfferHours\n    }\n  }\n"): (typeof documents)["\n  query EventPlacesSettings($id: ID!) {\n    event(id: $id) {\n      id\n      eventPcCapacity\n      eventNpcCapacity\n      eventWaitlistMode\n      eventOfferHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEvents($window: EventWindow!, $first: Int, $after: String) {\n    eventConnection(window: $window, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        eventTitle\n        eventDescription\n        eventAddress\n        eventImage\n        eventStartTime\n        eventEndTime\n        eventPublished\n        eventFinalized\n        eventSurveyOpenAt\n        pcRegistrationCount\n        npcRegistrationCount\n        eventRegistrationCount\n        acceptedRegistrationCount\n        waitlistedRegistrationCount\n        unreviewedRegistrationCount\n        pcPlacesLeft\n        npcPlacesLeft\n        eventPcCapacity\n        eventNpcCapacity\n        attendanceRecordCount\n        surveyResponseCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminEvents($window: EventWindow!, $first: Int, $after: String) {\n    eventConnection(window: $window, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        eventTitle\n        eventDescription\n        eventAddress\n        eventImage\n        eventStartTime\n        eventEndTime\n        eventPublished\n        eventFinalized\n        eventSurveyOpenAt\n        pcRegistrationCount\n        npcRegistrationCount\n        eventRegistrationCount\n        acceptedRegistrationCount\n        waitlistedRegistrationCount\n        unreviewedRegistrationCount\n        pcPlacesLeft\n        npcPlacesLeft\n        eventPcCapacity\n        eventNpcCapacity\n        attendanceRecordCount\n        surveyResponseCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      id\n      eventPublished\n    }\n  }\n"): (typeof documents)["\n  mutation PublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      id\n      eventPublished\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventForm($id: ID!, $editing: Boolean!) {\n    event(id: $id) @include(if: $editing) {\n      id\n      eventTitle\n      eventDescription\n      eventAddress\n      eventStartTime\n      eventEndTime\n      eventImage\n      eventPublished\n      eventFinalized\n      eventSurveyOpenAt\n      registrationQuestions {\n        id\n        questionText\n        rolesToAsk\n        answerRequired\n      }\n    }\n    defaultRegistrationQuestions {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n"): (typeof documents)["\n  query EventForm($id: ID!, $editing: Boolean!) {\n    event(id: $id) @include(if: $editing) {\n      id\n      eventTitle\n      eventDescription\n      eventAddress\n      eventStartTime\n      eventEndTime\n      eventImage\n      eventPublished\n      eventFinalized\n      eventSurveyOpenAt\n      registrationQuestions {\n        id\n        questionText\n        rolesToAsk\n        answerRequired\n      }\n    }\n    defaultRegistrationQuestions {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DefaultRegistrationQuestions {\n    defaultRegistrationQuestions {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n"): (typeof documents)["\n  query DefaultRegistrationQuestions {\n    defaultRegistrationQuestions {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DefaultSurveyQuestions {\n    defaultSurveyQuestions {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n"): (typeof documents)["\n  query DefaultSurveyQuestions {\n    defaultSurveyQuestions {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n    eventRoleTypes {\n      code\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDefaultRegistrationQuestions($questions: [QuestionInput!]!) {\n    updateDefaultRegistrationQuestions(questions: $questions) {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDefaultRegistrationQuestions($questions: [QuestionInput!]!) {\n    updateDefaultRegistrationQuestions(questions: $questions) {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDefaultSurveyQuestions($questions: [QuestionInput!]!) {\n    updateDefaultSurveyQuestions(questions: $questions) {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDefaultSurveyQuestions($questions: [QuestionInput!]!) {\n    updateDefaultSurveyQuestions(questions: $questions) {\n      id\n      questionText\n      rolesToAsk\n      answerRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttendanceRecordFields on AttendanceRecord {\n    id\n    userId\n    characterId\n    eventRole\n    deaths\n    reaperFights\n    xp\n    xpSequence\n    npcShards\n    donationShards\n    donationItems\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    character {\n      id\n      characterName\n    }\n  }\n"): (typeof documents)["\n  fragment AttendanceRecordFields on AttendanceRecord {\n    id\n    userId\n    characterId\n    eventRole\n    deaths\n    reaperFights\n    xp\n    xpSequence\n    npcShards\n    donationShards\n    donationItems\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    character {\n      id\n      characterName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceReview($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      eventTitle\n      eventAddress\n      eventStartTime\n      eventEndTime\n      eventPublished\n      eventFinalized\n      eventSurveyOpenAt\n      pcRegistrationCount\n      npcRegistrationCount\n      attendanceRecordCount\n      surveyResponseCount\n      registrationQuestions {\n        id\n        questionText\n        rolesToAsk\n        answerRequired\n      }\n      surveyQuestions {\n        id\n        questionText\n      }\n      eventRegistrations {\n        id\n        userId\n        characterId\n        eventRole\n        state\n        waitlistNote\n        staffNote\n        roleChangedAt\n        registeredAt\n        questionAnswers {\n          questionId\n          answer\n        }\n        user {\n          id\n          firstName\n          lastName\n          email\n        }\n        character {\n          id\n          characterName\n          characterXpSequence\n        }\n      }\n      attendanceRecords {\n        ...AttendanceRecordFields\n      }\n      surveyResponses {\n        id\n        userId\n        surveyAnswers {\n          questionId\n          answer\n        }\n        user {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttendanceReview($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      eventTitle\n      eventAddress\n      eventStartTime\n      eventEndTime\n      eventPublished\n      eventFinalized\n      eventSurveyOpenAt\n      pcRegistrationCount\n      npcRegistrationCount\n      attendanceRecordCount\n      surveyResponseCount\n      registrationQuestions {\n        id\n        questionText\n        rolesToAsk\n        answerRequired\n      }\n      surveyQuestions {\n        id\n        questionText\n      }\n      eventRegistrations {\n        id\n        userId\n        characterId\n        eventRole\n        state\n        waitlistNote\n        staffNote\n        roleChangedAt\n        registeredAt\n        questionAnswers {\n          questionId\n          answer\n        }\n        user {\n          id\n          firstName\n          lastName\n          email\n        }\n        character {\n          id\n          characterName\n          characterXpSequence\n        }\n      }\n      attendanceRecords {\n        ...AttendanceRecordFields\n      }\n      surveyResponses {\n        id\n        userId\n        surveyAnswers {\n          questionId\n          answer\n        }\n        user {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmRegistrations(\n    $eventId: ID!\n    $accept: [ID!]!\n    $waitlist: [WaitlistInput!]!\n    $overrideCapacity: Boolean\n    $waitlistOverPlaces: Boolean\n    $overPlacesMessage: String\n  ) {\n    confirmRegistrations(\n      eventId: $eventId\n      accept: $accept\n      waitlist: $waitlist\n      overrideCapacity: $overrideCapacity\n      waitlistOverPlaces: $waitlistOverPlaces\n      overPlacesMessage: $overPlacesMessage\n    ) {\n      id\n      state\n      waitlistNote\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmRegistrations(\n    $eventId: ID!\n    $accept: [ID!]!\n    $waitlist: [WaitlistInput!]!\n    $overrideCapacity: Boolean\n    $waitlistOverPlaces: Boolean\n    $overPlacesMessage: String\n  ) {\n    confirmRegistrations(\n      eventId: $eventId\n      accept: $accept\n      waitlist: $waitlist\n      overrideCapacity: $overrideCapacity\n      waitlistOverPlaces: $waitlistOverPlaces\n      overPlacesMessage: $overPlacesMessage\n    ) {\n      id\n      state\n      waitlistNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FinalizePreviewRowFields on FinalizePreviewRow {\n    userId\n    characterId\n    characterName\n    eventRole\n    deaths\n    reaperFights\n    xp\n    xpSequence\n    npcShards\n    donationShards\n    donationItems\n    checkedInAt\n    walkIn\n    walkInReason\n    user {\n      id\n      firstName\n      lastName\n    }\n    characterXp {\n      before\n      after\n    }\n    characterXpSequence {\n      before\n      after\n    }\n    characterDeaths {\n      before\n      after\n    }\n    characterReaperFights {\n      before\n      after\n    }\n    shards {\n      before\n      after\n    }\n  }\n"): (typeof documents)["\n  fragment FinalizePreviewRowFields on FinalizePreviewRow {\n    userId\n    characterId\n    characterName\n    eventRole\n    deaths\n    reaperFights\n    xp\n    xpSequence\n    npcShards\n    donationShards\n    donationItems\n    checkedInAt\n    walkIn\n    walkInReason\n    user {\n      id\n      firstName\n      lastName\n    }\n    characterXp {\n      before\n      after\n    }\n    characterXpSequence {\n      before\n      after\n    }\n    characterDeaths {\n      before\n      after\n    }\n    characterReaperFights {\n      before\n      after\n    }\n    shards {\n      before\n      after\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinalizePreview($eventId: ID!, $records: [AttendanceInput!]!) {\n    finalizePreview(eventId: $eventId, records: $records) {\n      ...FinalizePreviewRowFields\n    }\n  }\n"): (typeof documents)["\n  query FinalizePreview($eventId: ID!, $records: [AttendanceInput!]!) {\n    finalizePreview(eventId: $eventId, records: $records) {\n      ...FinalizePreviewRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostEventPage($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      eventTitle\n      eventStartTime\n      eventEndTime\n      eventFinalized\n      attendanceRecords {\n        ...AttendanceRecordFields\n      }\n    }\n    postEventDefaults(eventId: $eventId) {\n      ...FinalizePreviewRowFields\n    }\n    postEventDraft(eventId: $eventId) {\n      ...PostEventDraftFields\n    }\n    postEventWalkIns(eventId: $eventId) {\n      ...GateWalkInFields\n    }\n  }\n"): (typeof documents)["\n  query PostEventPage($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      eventTitle\n      eventStartTime\n      eventEndTime\n      eventFinalized\n      attendanceRecords {\n        ...AttendanceRecordFields\n      }\n    }\n    postEventDefaults(eventId: $eventId) {\n      ...FinalizePreviewRowFields\n    }\n    postEventDraft(eventId: $eventId) {\n      ...PostEventDraftFields\n    }\n    postEventWalkIns(eventId: $eventId) {\n      ...GateWalkInFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostEventDraftFields on PostEventDraft {\n    version\n    updatedAt\n    updatedByName\n    records {\n      userId\n      playerName\n      eventRole\n      characterId\n      characterName\n      deaths\n      reaperFights\n      xp\n      xpSequence\n      npcShards\n      donationShards\n      donationItems\n      xpTouched\n      walkIn\n    }\n  }\n"): (typeof documents)["\n  fragment PostEventDraftFields on PostEventDraft {\n    version\n    updatedAt\n    updatedByName\n    records {\n      userId\n      playerName\n      eventRole\n      characterId\n      characterName\n      deaths\n      reaperFights\n      xp\n      xpSequence\n      npcShards\n      donationShards\n      donationItems\n      xpTouched\n      walkIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GateWalkInFields on GateWalkIn {\n    checkinId\n    name\n    reason\n    scannedAt\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment GateWalkInFields on GateWalkIn {\n    checkinId\n    name\n    reason\n    scannedAt\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostEventDraft($eventId: ID!) {\n    postEventDraft(eventId: $eventId) {\n      ...PostEventDraftFields\n    }\n  }\n"): (typeof documents)["\n  query PostEventDraft($eventId: ID!) {\n    postEventDraft(eventId: $eventId) {\n      ...PostEventDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePostEventDraft($eventId: ID!, $version: Int!, $records: [PostEventDraftRowInput!]!) {\n    savePostEventDraft(eventId: $eventId, version: $version, records: $records) {\n      version\n      updatedAt\n      updatedByName\n    }\n  }\n"): (typeof documents)["\n  mutation SavePostEventDraft($eventId: ID!, $version: Int!, $records: [PostEventDraftRowInput!]!) {\n    savePostEventDraft(eventId: $eventId, version: $version, records: $records) {\n      version\n      updatedAt\n      updatedByName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GateWalkIns($eventId: ID!) {\n    postEventWalkIns(eventId: $eventId) {\n      ...GateWalkInFields\n    }\n  }\n"): (typeof documents)["\n  query GateWalkIns($eventId: ID!) {\n    postEventWalkIns(eventId: $eventId) {\n      ...GateWalkInFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachWalkInAccount($eventId: ID!, $checkinId: ID!, $userId: ID, $newAccount: NewWalkInAccountInput) {\n    attachWalkInAccount(eventId: $eventId, checkinId: $checkinId, userId: $userId, newAccount: $newAccount) {\n      ...GateWalkInFields\n    }\n  }\n"): (typeof documents)["\n  mutation AttachWalkInAccount($eventId: ID!, $checkinId: ID!, $userId: ID, $newAccount: NewWalkInAccountInput) {\n    attachWalkInAccount(eventId: $eventId, checkinId: $checkinId, userId: $userId, newAccount: $newAccount) {\n      ...GateWalkInFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinalizeEvent($eventId: ID!, $records: [AttendanceInput!]!) {\n    finalizeEvent(eventId: $eventId, records: $records) {\n      id\n      eventFinalized\n      attendanceRecordCount\n    }\n  }\n"): (typeof documents)["\n  mutation FinalizeEvent($eventId: ID!, $records: [AttendanceInput!]!) {\n    finalizeEvent(eventId: $eventId, records: $records) {\n      id\n      eventFinalized\n      attendanceRecordCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerCharacters($userId: ID!) {\n    userCharacters(userId: $userId) {\n      id\n      characterXpSequence\n      shownBuild {\n        characterName\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlayerCharacters($userId: ID!) {\n    userCharacters(userId: $userId) {\n      id\n      characterXpSequence\n      shownBuild {\n        characterName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventCheckins($eventId: ID!) {\n    eventCheckins(eventId: $eventId) {\n      checkins {\n        id\n        registrationId\n        deviceId\n        scannedAt\n        walkIn\n        walkInName\n        walkInReason\n        annulledAt\n      }\n      conflicts {\n        id\n        registrationId\n        checkinId\n        openedAt\n        resolvedAt\n        resolution\n        devices {\n          deviceId\n          scannedAt\n          staffName\n        }\n      }\n    }\n    checkinDecisions(eventId: $eventId) {\n      id\n      action\n      at\n      reason\n      checkinId\n      conflictId\n    }\n  }\n"): (typeof documents)["\n  query EventCheckins($eventId: ID!) {\n    eventCheckins(eventId: $eventId) {\n      checkins {\n        id\n        registrationId\n        deviceId\n        scannedAt\n        walkIn\n        walkInName\n        walkInReason\n        annulledAt\n      }\n      conflicts {\n        id\n        registrationId\n        checkinId\n        openedAt\n        resolvedAt\n        resolution\n        devices {\n          deviceId\n          scannedAt\n          staffName\n        }\n      }\n    }\n    checkinDecisions(eventId: $eventId) {\n      id\n      action\n      at\n      reason\n      checkinId\n      conflictId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaffNote($eventId: ID!, $registrationId: ID!, $staffNote: String!) {\n    updateRegistrationAdmin(eventId: $eventId, registrationId: $registrationId, staffNote: $staffNote) {\n      id\n      staffNote\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStaffNote($eventId: ID!, $registrationId: ID!, $staffNote: String!) {\n    updateRegistrationAdmin(eventId: $eventId, registrationId: $registrationId, staffNote: $staffNote) {\n      id\n      staffNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeRegistrationAdmin(\n    $eventId: ID!\n    $registrationId: ID!\n    $eventRole: String\n    $characterId: ID\n    $accept: Boolean\n    $overrideCapacity: Boolean\n  ) {\n    updateRegistrationAdmin(\n      eventId: $eventId\n      registrationId: $registrationId\n      eventRole: $eventRole\n      characterId: $characterId\n      accept: $accept\n      overrideCapacity: $overrideCapacity\n    ) {\n      id\n      eventRole\n      state\n      waitlistNote\n      roleChangedAt\n      characterId\n      character {\n        id\n        characterName\n        characterXpSequence\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeRegistrationAdmin(\n    $eventId: ID!\n    $registrationId: ID!\n    $eventRole: String\n    $characterId: ID\n    $accept: Boolean\n    $overrideCapacity: Boolean\n  ) {\n    updateRegistrationAdmin(\n      eventId: $eventId\n      registrationId: $registrationId\n      eventRole: $eventRole\n      characterId: $characterId\n      accept: $accept\n      overrideCapacity: $overrideCapacity\n    ) {\n      id\n      eventRole\n      state\n      waitlistNote\n      roleChangedAt\n      characterId\n      character {\n        id\n        characterName\n        characterXpSequence\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistQueue($eventId: ID!) {\n    waitlist(eventId: $eventId) {\n      eventRole\n      capacity\n      taken\n      placesLeft\n      waitlistMode\n      offers {\n        ...QueueEntry\n      }\n      line {\n        ...QueueEntry\n      }\n    }\n  }\n\n  fragment QueueEntry on EventRegistration {\n    id\n    userId\n    registeredAt\n    waitlistPosition\n    waitlistPriority\n    offerExpiresAt\n  }\n"): (typeof documents)["\n  query WaitlistQueue($eventId: ID!) {\n    waitlist(eventId: $eventId) {\n      eventRole\n      capacity\n      taken\n      placesLeft\n      waitlistMode\n      offers {\n        ...QueueEntry\n      }\n      line {\n        ...QueueEntry\n      }\n    }\n  }\n\n  fragment QueueEntry on EventRegistration {\n    id\n    userId\n    registeredAt\n    waitlistPosition\n    waitlistPriority\n    offerExpiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistNames($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      eventRegistrations {\n        id\n        user {\n          id\n          firstName\n          lastName\n        }\n        character {\n          id\n          characterName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WaitlistNames($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      eventRegistrations {\n        id\n        user {\n          id\n          firstName\n          lastName\n        }\n        character {\n          id\n          characterName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWaitlistPriority($eventId: ID!, $registrationId: ID!, $priority: Int) {\n    updateRegistrationAdmin(eventId: $eventId, registrationId: $registrationId, waitlistPriority: $priority) {\n      id\n      waitlistPriority\n      waitlistPosition\n    }\n  }\n"): (typeof documents)["\n  mutation SetWaitlistPriority($eventId: ID!, $registrationId: ID!, $priority: Int) {\n    updateRegistrationAdmin(eventId: $eventId, registrationId: $registrationId, waitlistPriority: $priority) {\n      id\n      waitlistPriority\n      waitlistPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoteRegistration($eventId: ID!, $registrationId: ID!, $override: Boolean) {\n    confirmRegistrations(eventId: $eventId, accept: [$registrationId], overrideCapacity: $override) {\n      id\n      state\n      waitlistPosition\n    }\n  }\n"): (typeof documents)["\n  mutation PromoteRegistration($eventId: ID!, $registrationId: ID!, $override: Boolean) {\n    confirmRegistrations(eventId: $eventId, accept: [$registrationId], overrideCapacity: $override) {\n      id\n      state\n      waitlistPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDashboard {\n    staffDashboard {\n      playerCount\n      characterCount\n      uncommittedCount\n      upcomingEventCount\n    }\n  }\n"): (typeof documents)["\n  query StaffDashboard {\n    staffDashboard {\n      playerCount\n      characterCount\n      uncommittedCount\n      upcomingEventCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffCharacterRowFields on StaffCharacterRow {\n    id\n    userId\n    playerName\n    playerEmail\n    characterName\n    characterClass\n    raceDescription\n    characterLevel\n    characterXpTotal\n    characterXpSequence\n    deathCount\n    reaperFightCount\n    committed\n  }\n"): (typeof documents)["\n  fragment StaffCharacterRowFields on StaffCharacterRow {\n    id\n    userId\n    playerName\n    playerEmail\n    characterName\n    characterClass\n    raceDescription\n    characterLevel\n    characterXpTotal\n    characterXpSequence\n    deathCount\n    reaperFightCount\n    committed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCharacterConnection(\n    $first: Int\n    $after: String\n    $sort: StaffCharacterOrder\n    $direction: SortDirection\n    $search: String\n    $committed: Boolean\n    $ids: [ID!]\n  ) {\n    staffCharacterConnection(\n      first: $first\n      after: $after\n      sort: $sort\n      direction: $direction\n      search: $search\n      committed: $committed\n      ids: $ids\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...StaffCharacterRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffCharacterConnection(\n    $first: Int\n    $after: String\n    $sort: StaffCharacterOrder\n    $direction: SortDirection\n    $search: String\n    $committed: Boolean\n    $ids: [ID!]\n  ) {\n    staffCharacterConnection(\n      first: $first\n      after: $after\n      sort: $sort\n      direction: $direction\n      search: $search\n      committed: $committed\n      ids: $ids\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...StaffCharacterRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUserConnection(\n    $first: Int\n    $after: String\n    $sort: StaffUserOrder\n    $direction: SortDirection\n    $search: String\n    $includeErased: Boolean\n    $role: UserRole\n    $verified: Boolean\n    $ids: [ID!]\n  ) {\n    staffUserConnection(\n      first: $first\n      after: $after\n      sort: $sort\n      direction: $direction\n      search: $search\n      includeErased: $includeErased\n      role: $role\n      verified: $verified\n      ids: $ids\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        firstName\n        lastName\n        email\n        verified\n        roles\n        shardTotal\n        characterCount\n        erased\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffUserConnection(\n    $first: Int\n    $after: String\n    $sort: StaffUserOrder\n    $direction: SortDirection\n    $search: String\n    $includeErased: Boolean\n    $role: UserRole\n    $verified: Boolean\n    $ids: [ID!]\n  ) {\n    staffUserConnection(\n      first: $first\n      after: $after\n      sort: $sort\n      direction: $direction\n      search: $search\n      includeErased: $includeErased\n      role: $role\n      verified: $verified\n      ids: $ids\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        firstName\n        lastName\n        email\n        verified\n        roles\n        shardTotal\n        characterCount\n        erased\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CharacterXpLedger($ids: [ID!]) {\n    characters(ids: $ids) {\n      id\n      characterXpTotal\n      shownBuild {\n        characterName\n      }\n      xpLedger {\n        id\n        amount\n        kind\n        reason\n        createdAt\n        eventTitle\n        actor {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CharacterXpLedger($ids: [ID!]) {\n    characters(ids: $ids) {\n      id\n      characterXpTotal\n      shownBuild {\n        characterName\n      }\n      xpLedger {\n        id\n        amount\n        kind\n        reason\n        createdAt\n        eventTitle\n        actor {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserShardLedger($userId: ID!) {\n    userShardLedger(userId: $userId) {\n      id\n      amount\n      kind\n      reason\n      createdAt\n      eventTitle\n      actor {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserShardLedger($userId: ID!) {\n    userShardLedger(userId: $userId) {\n      id\n      amount\n      kind\n      reason\n      createdAt\n      eventTitle\n      actor {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UncommitCharacter($userId: ID!, $characterId: ID!, $scope: UncommitScope) {\n    uncommitCharacter(userId: $userId, characterId: $characterId, scope: $scope) {\n      id\n      committed\n      buildVersion\n    }\n  }\n"): (typeof documents)["\n  mutation UncommitCharacter($userId: ID!, $characterId: ID!, $scope: UncommitScope) {\n    uncommitCharacter(userId: $userId, characterId: $characterId, scope: $scope) {\n      id\n      committed\n      buildVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantXp($characterIds: [ID!]!, $xpAmount: Int!, $reason: String!) {\n    grantXp(characterIds: $characterIds, xpAmount: $xpAmount, reason: $reason) {\n      message\n      ids\n    }\n  }\n"): (typeof documents)["\n  mutation GrantXp($characterIds: [ID!]!, $xpAmount: Int!, $reason: String!) {\n    grantXp(characterIds: $characterIds, xpAmount: $xpAmount, reason: $reason) {\n      message\n      ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantShards($userIds: [ID!]!, $shardAmount: Int!, $reason: String!) {\n    grantShards(userIds: $userIds, shardAmount: $shardAmount, reason: $reason) {\n      message\n      ids\n    }\n  }\n"): (typeof documents)["\n  mutation GrantShards($userIds: [ID!]!, $shardAmount: Int!, $reason: String!) {\n    grantShards(userIds: $userIds, shardAmount: $shardAmount, reason: $reason) {\n      message\n      ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordDeaths($characterId: ID!, $deathCount: Int, $reaperFightCount: Int, $event: String) {\n    recordDeaths(characterId: $characterId, deathCount: $deathCount, reaperFightCount: $reaperFightCount, event: $event) {\n      message\n      ids\n    }\n  }\n"): (typeof documents)["\n  mutation RecordDeaths($characterId: ID!, $deathCount: Int, $reaperFightCount: Int, $event: String) {\n    recordDeaths(characterId: $characterId, deathCount: $deathCount, reaperFightCount: $reaperFightCount, event: $event) {\n      message\n      ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePastEventCounts($counts: [PastEventCountInput!]!) {\n    updatePastEventCounts(counts: $counts) {\n      message\n      ids\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePastEventCounts($counts: [PastEventCountInput!]!) {\n    updatePastEventCounts(counts: $counts) {\n      message\n      ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserRoles($users: [UserRolesInput!]!) {\n    updateUserRoles(users: $users) {\n      id\n      roles\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserRoles($users: [UserRolesInput!]!) {\n    updateUserRoles(users: $users) {\n      id\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCharacterForUser($userId: ID!, $input: AdminCharacterInput!) {\n    createCharacterForUser(userId: $userId, input: $input) {\n      id\n      userId\n      committed\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCharacterForUser($userId: ID!, $input: AdminCharacterInput!) {\n    createCharacterForUser(userId: $userId, input: $input) {\n      id\n      userId\n      committed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCharacterSheets($ids: [ID!]) {\n    characters(ids: $ids) {\n      ...EditorCharacterFields\n      shownBuild {\n        ...EditorBuildFields\n      }\n      userId\n      characterXpSequence\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffCharacterSheets($ids: [ID!]) {\n    characters(ids: $ids) {\n      ...EditorCharacterFields\n      shownBuild {\n        ...EditorBuildFields\n      }\n      userId\n      characterXpSequence\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecretOptions {\n    secretOptions\n  }\n"): (typeof documents)["\n  query SecretOptions {\n    secretOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAdditionalSpellSchools($userId: ID!, $characterId: ID!, $schools: [String!]!) {\n    setAdditionalSpellSchools(userId: $userId, characterId: $characterId, schools: $schools) {\n      ...EditorCharacterFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAdditionalSpellSchools($userId: ID!, $characterId: ID!, $schools: [String!]!) {\n    setAdditionalSpellSchools(userId: $userId, characterId: $characterId, schools: $schools) {\n      ...EditorCharacterFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTransformation($userId: ID!, $characterId: ID!, $transformation: String) {\n    setTransformation(userId: $userId, characterId: $characterId, transformation: $transformation) {\n      ...EditorCharacterFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetTransformation($userId: ID!, $characterId: ID!, $transformation: String) {\n    setTransformation(userId: $userId, characterId: $characterId, transformation: $transformation) {\n      ...EditorCharacterFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinalizedEvents {\n    eventConnection(window: PAST, finalized: true, first: 100) {\n      nodes {\n        id\n        eventTitle\n        eventStartTime\n        eventFinalized\n      }\n    }\n  }\n"): (typeof documents)["\n  query FinalizedEvents {\n    eventConnection(window: PAST, finalized: true, first: 100) {\n      nodes {\n        id\n        eventTitle\n        eventStartTime\n        eventFinalized\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventAttendees($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      attendanceRecords {\n        id\n        userId\n        characterId\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventAttendees($eventId: ID!) {\n    attendanceReview(eventId: $eventId) {\n      id\n      attendanceRecords {\n        id\n        userId\n        characterId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CharacterInfoToUpdateFields on Character {\n    id\n    committed\n    buildVersion\n    additionalSpellSchools\n    savedBuild {\n      characterName\n      characterClass\n      characterBuildCost\n      createdAt\n      characterSkills {\n        skillId\n        entry\n      }\n      characterRace {\n        race\n        subculture\n        transformation\n        raceAttributes\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CharacterInfoToUpdateFields on Character {\n    id\n    committed\n    buildVersion\n    additionalSpellSchools\n    savedBuild {\n      characterName\n      characterClass\n      characterBuildCost\n      createdAt\n      characterSkills {\n        skillId\n        entry\n      }\n      characterRace {\n        race\n        subculture\n        transformation\n        raceAttributes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnRegistrationFields on EventRegistration {\n    id\n    eventId\n    characterId\n    eventRole\n    state\n    waitlistNote\n    registeredAt\n    questionAnswers {\n      questionId\n      answer\n    }\n  }\n"): (typeof documents)["\n  fragment OwnRegistrationFields on EventRegistration {\n    id\n    eventId\n    characterId\n    eventRole\n    state\n    waitlistNote\n    registeredAt\n    questionAnswers {\n      questionId\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      scopes\n      tokens {\n        ...ApiTokenFields\n      }\n    }\n  }\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    tokenPrefix\n    scopes\n    expiresAt\n    lastUsedAt\n    state\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      scopes\n      tokens {\n        ...ApiTokenFields\n      }\n    }\n  }\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    tokenPrefix\n    scopes\n    expiresAt\n    lastUsedAt\n    state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    calendarFeed {\n      hasFeed\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    calendarFeed {\n      hasFeed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed\n  }\n"): (typeof documents)["\n  mutation ResetCalendarFeed {\n    resetCalendarFeed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    secret\n    active\n    createdAt\n  }\n"): (typeof documents)["\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    secret\n    active\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      ...WebhookFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      ...WebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWebhookActive($id: ID!, $active: Boolean!) {\n    setWebhookActive(id: $id, active: $active) {\n      ...WebhookFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetWebhookActive($id: ID!, $active: Boolean!) {\n    setWebhookActive(id: $id, active: $active) {\n      ...WebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId) {\n      id\n      event\n      state\n      attempts\n      nextAttemptAt\n      lastStatusCode\n      lastError\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId) {\n      id\n      event\n      state\n      attempts\n      nextAttemptAt\n      lastStatusCode\n      lastError\n      createdAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;